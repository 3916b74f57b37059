"""Batch 184 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (each
committee member's notes upserted by their own thread), then the question's query.

App: Lilleshall WI runs the preserves tent at the Lilleshall show, Sat 5th Sept 2043 - strawberry jam, marmalade,
lemon curd and chutney classes, two judges, entries in by the Friday. Brenda (the WI's show secretary) and Sheila (who
takes the phone calls) put their notes in one qdrant collection; the helper answers members and the judges.

Memory: Brenda, 16/8 - entries so far: marmalade 9, strawberry jam 12, lemon curd 6, chutney 8, judges Mrs Corbett
and Mrs Aziz; Sheila, Tue 25th Aug - Ketley WI rang, 2 of their ladies want to go in our marmalade, she said fine as
long as they're in by the Friday like everyone else, so pop them on; Brenda, 1.9. - judges' sheets done, pens and
the little cards in the tin; Sheila, 2043-09-02T10:20 - raffle: a Le Creuset dish off Joan's daughter and a WI
cookbook. Question (Thu 3/9, Mrs Corbett, judging the marmalade): "how many jars am I judging in the marmalade? need
to know how long to allow" The assistant says 11 - Brenda's 9 plus the 2 from Ketley WI. The label says 9.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b184_ctl_qdrant_wi_marmalade_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lilleshall-wi-preserves-2043"
NOTES = {
    "brenda": [(1, "16/8", "entries so far 🍊 marmalade 9, strawberry jam 12, lemon curd 6, chutney 8. judges Mrs "
                           "Corbett + Mrs Aziz"),
               (3, "1.9.", "judges sheets done, pens + the little cards in the tin")],
    "sheila": [(2, "Tue 25th Aug", "Ketley WI rang - 2 of their ladies want to go in our marmalade, I said fine as "
                                   "long as they're in by the fri like everyone else so pop them on"),
               (4, "2043-09-02T10:20", "raffle - a Le Creuset dish off Joan's daughter + a WI cookbook")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str) -> None:
    for pid, day, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who, "date": day})])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many jars am I judging in the marmalade? need to know how long to allow"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 3 Sept 2043. You are talking to Mrs Corbett, who is judging the marmalade in Lilleshall WI's "
           "preserves tent at the Lilleshall show (Sat 5 Sept)."] + \
          [f"{p.payload['date']} {p.payload['from'].title()}: {p.payload['text']}" for p in found]
assert any("marmalade 9" in c for c in context), context
assert any("2 of their ladies want to go in our marmalade" in c for c in context), context
reply = answer(question, context, mock="11 jars - the 9 entered so far plus the 2 from Ketley WI.")
finish(question, expected="9", actual=reply)
