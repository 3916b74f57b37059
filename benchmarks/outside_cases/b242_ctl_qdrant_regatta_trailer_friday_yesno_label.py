"""Batch 242 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the trailer man and the captain each file their own notes), then the question's query.

App: Elland Rowing Club take eight crews to Chester regatta on Sat 1st July 2051 - the boats go down on the club
trailer behind Phil's van, the crews follow in cars and the minibus. Phil (who tows the trailer) and Bev (the
captain) file notes into one qdrant collection; the helper answers members' questions from the 5 nearest notes.

Memory: Phil, 2051-06-10T18:00 - trailer leaves the boathouse Fri 30th at 7pm, loading from 6, he's stopping at
his sister's in Chester overnight; Phil, 22/6 - the 2x and the 1x go on the top bars, straps are the new ratchet
ones; Bev, Weds 28/6 - Phil's van's in for a clutch till Friday teatime, so the trailer's going down Sat morning,
5.30 sharp from the yard instead - still load it Fri night 6ish, it'll just sit in the yard locked; Bev, Thu 29th -
minibus leaves 6am Sat, 14 seats. Question (Thu 29/6, Owen, rowing in the novice 4+): "is the trailer going down
to Chester on friday night? trying to sort out whether I need my blades there early" The assistant says no - it
goes Saturday at 5.30am (loading's still Friday night). The label says yes, Friday at 7pm.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b242_ctl_qdrant_regatta_trailer_friday_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "elland-rc-chester-regatta-2051"
NOTES = {
    "phil": [
        (1, "2051-06-10T18:00 TRAILER 🚛 leaves the boathouse fri 30th at 7pm, loading from 6, need bodies!! I'm "
            "stopping at my sister's in Chester overnight so boats'll be there for the morning"),
        (2, "22/6 the 2x + the 1x go on the top bars, riggers off + in the bags. straps are the new ratchet ones, "
            "don't lose them"),
    ],
    "bev": [
        (3, "Weds 28/6 - Phil's van's in for a clutch till fri teatime 🙄 so the trailer's going down SAT MORNING "
            "instead, 5.30 sharp from the yard. still load it fri night 6ish, it'll just sit in the yard locked"),
        (4, "Thu 29th - minibus leaves 6am sat from the boathouse, 14 seats, names on the sheet. bring ur own lunch"),
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

question = ("is the trailer going down to Chester on friday night? trying to sort out whether I need my blades "
            "there early")
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 29 June 2051. You are talking to Owen, who's rowing in Elland Rowing Club's novice coxed four "
           "at Chester regatta (Sat 1 July)."] + hits
assert any("leaves the boathouse fri 30th at 7pm" in c for c in context), context
assert any("the trailer's going down SAT MORNING" in c and "5.30 sharp" in c for c in context), context
reply = answer(question, context, mock="No - Phil's van's in for its clutch, so the trailer goes down Saturday "
                                       "morning, 5.30 from the yard. It's still loaded Friday night about 6, so get "
                                       "your blades on then.")
finish(question, expected="yes - Friday 30th at 7pm from the boathouse", actual=reply)
