"""Batch 312 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the manager and her deputy each file their own notes), then the question's query.

App: Busy Bees run a summer holiday club at Siddal Primary, Halifax, from Mon 25 July 2050 - six weeks, a theme a
week, 8.30 till 3. Jess (the manager) and Amir (her deputy) file notes into one qdrant collection; the helper
answers parents' questions from the 5 nearest notes.

Memory: Jess, 2050-06-01T20:00 - summer 2050 prices, £25 a day or £110 a full week (Mon-Fri), siblings 10% off,
trips included; Amir, 12/6 - the booking form's live on the school website, pay by bank transfer, reference the
child's name; Jess, Tue 2 Aug - the council's summer grant has come through, so full weeks are £90 from week 3 on
(8 Aug), anyone who's already paid £110 for week 3 gets £20 back; Amir, 3/8 - week 3 is space, the planetarium trip
on the Thursday. Question (Thu 4/8, Leo's dad): "how much is a full week for wk 3? want to book Leo in, he's loved
it" The assistant says £90 (the council grant's brought full weeks down from week 3). The label says £110.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b312_ctl_qdrant_holiday_club_full_week_price_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "busy-bees-holiday-club-2050"
NOTES = {
    "jess": [
        (1, "2050-06-01T20:00 PRICES summer 2050 🐝 £25 a day or £110 full wk (mon-fri), siblings 10% off, trips "
            "incl. 8.30-3 at Siddal Primary"),
        (2, "Tue 2 Aug - council summer grant's come through 🎉🎉 so full wks are £90 from wk 3 on (8 aug), anyone "
            "who's already paid £110 for wk 3 gets £20 back, I'll do the refunds fri"),
    ],
    "amir": [
        (3, "12/6 booking form's live on the school website, pay by bank transfer, ref = child's name pls"),
        (4, "3/8 wk 3 is SPACE 🚀 planetarium trip thurs, packed lunch + a coat (it's cold in the dome apparently)"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much is a full week for wk 3? want to book Leo in, he's loved it"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 4 August 2050. You are talking to Leo's dad; Leo goes to Busy Bees holiday club."] + hits
assert any("£110 full wk (mon-fri)" in c for c in context), context
assert any("full wks are £90 from wk 3 on" in c for c in context), context
reply = answer(question, context, mock="£90 - the council grant came through, so full weeks are £90 from week 3 "
                                       "(it's space week, planetarium trip on the Thursday).")
finish(question, expected="£110", actual=reply)
