"""Batch 186 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Jean's and Barbara's notes each upserted by their own thread), then the question.

App: Lawley WI's plant sale is Sat 16th May 2043, 10-12 in the village hall - bedding, tomatoes, perennials and
houseplants on six tables, a cake stall, floats on the door and the till. Jean grows the tomatoes; Barbara (the
secretary) does the tables and floats. Both put their notes into one qdrant collection; the helper answers members.

Memory: Jean, 2043-04-02T19:15 - she's got 60 tomato plants on (Gardener's Delight and Moneymaker), 14 pre-ordered so
far (Pat's 8 for the school garden club, Hazel 4, Doreen 2), so 46 for the day; Barbara, 16th april - tables, toms and
veg on the one by the door, floats £40 door and £60 till; Barbara, Tue 28th apr - posters up; Jean, Weds 6 May - Pat
rang, the school garden club's been given a load by B&Q so she won't want hers after all, they can go on the table.
Question (Thu 14/5, Hazel, setting up the tomato table): "how many tomato plants have we got to sell on the day? doing
the price cards" The assistant says 54 - 60 less the 6 still pre-ordered (Hazel's 4 and Doreen's 2), now Pat's 8 are
back on the table. The label says 46.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b186_ctl_qdrant_wi_plant_sale_tomatoes_difference_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lawley-wi-plant-sale-2043"
WRITERS = {
    "jean": [(1, "2043-04-02T19:15", "toms 🍅 I've got 60 plants on, Gardener's Delight + Moneymaker. 14 pre-ordered "
                                     "so far (Pat's 8 for the school garden club, Hazel 4, Doreen 2) so 46 for the "
                                     "day"),
             (4, "Weds 6 May", "Pat rang - the school garden club's been given a load by B&Q so she won't want hers "
                               "after all, they can go on the table")],
    "barbara": [(2, "16th april", "tables - 6, toms + veg on the one by the door, bedding down the side. floats £40 "
                                  "door + £60 till, in 50ps + pounds"),
                (3, "Tue 28th apr", "posters up - post office, Co-op, surgery. sale sat 16th may 10-12 village hall")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def write(who: str) -> None:
    for pid, day, text in WRITERS[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "from": who})])


threads = [threading.Thread(target=write, args=(who,), name=f"{who}-notes") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tomato plants have we got to sell on the day? doing the price cards"
hits = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 14 May 2043. You are talking to Hazel, a Lawley WI member setting up the tomato table at the "
           "plant sale (Sat 16 May)."] + [f"{p.payload['date']} {p.payload['from']}: {p.payload['text']}"
                                          for p in hits]
assert any("so 46 for the day" in c for c in context), context
assert any("she won't want hers after all" in c for c in context), context
reply = answer(question, context, mock="54 - the 60 less the 6 still pre-ordered (Hazel's 4 and Doreen's 2), now Pat's "
                                       "8 are going back on the table.")
finish(question, expected="46", actual=reply)
