"""Batch 229 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, two writers in
threads (the touch-rugby organiser and the social secretary).

App: Brighouse Park RUFC hold a family day on Sun 12th September 2049 at the club - a touch rugby tournament for the
parents, minis games, a hog roast, a bouncy castle. Gaz (who runs the touch rugby) and Nia (the social secretary)
each file notes into one qdrant collection from their own thread; the helper answers from the 4 nearest notes.

Memory: Gaz, 2049-07-28T20:00 - 8 teams signed up for the touch, mixed 6-a-side, £20 a team, room for 10 on the
two pitches so 2 more spaces; Gaz, Sat 21st Aug - the Vets have pulled out (half of them are in Magaluf for Baz's
50th) but Elland's U16 parents want in and the Ladies' 2nds are putting a team in, so 9 on the sheet; Gaz - the touch
rules, Dai refereeing; Nia - the hog roast, the minis games, the bouncy castle. Question (Weds 8/9, Sian, whose
netball lot want to put a team in): "how many more teams can u take for the touch? the netball girls want in" The
assistant says 1 (room for 10, 9 on the sheet). The label says 2 (the July spaces, before the Vets dropped out and
two teams came in).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b229_ctl_qdrant_rugby_family_day_touch_spaces_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brighouse-park-rufc-family-day-2049"
GAZ = [
    "2049-07-28T20:00 Gaz - TOUCH RUGBY for family day 🏉 8 teams signed up, mixed 6-a-side, 10 min halves, £20 a "
    "team for the minis tour fund. room for 10 on the 2 pitches so 2 more spaces, get in quick",
    "Sat 21st Aug Gaz - the Vets have pulled out, half of them are in Magaluf for Baz's 50th 🙄 but Elland's U16 "
    "parents want in + the Ladies' 2nds are putting a team in, so 9 on the sheet. top 4 to the semis",
    "Gaz - touch rules: no kicking, 6 touches then turnover, Dai's refereeing + his word is final!!",
]
NIA = [
    "3/8 Nia - hog roast off Clegg's, £5 a roll, apple sauce + stuffing, veggie option",
    "Nia 1/9 - minis games: tug of war, welly wanging, try scoring comp, face paints £1",
    "Nia - bouncy castle booked, goes on pitch 3 by the car park, £150",
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Gaz", GAZ), name="gaz-touch"),
           threading.Thread(target=writer, args=("Nia", NIA), name="nia-social")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(GAZ) + len(NIA)

question = "how many more teams can u take for the touch? the netball girls want in"
vec = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Weds 8 September 2049. You are talking to Sian, whose netball team want to enter the touch rugby "
           "at Brighouse Park RUFC's family day (Sun 12 September)."] + hits
assert any("8 teams signed up" in c and "so 2 more spaces" in c for c in context), context
assert any("so 9 on the sheet" in c for c in context), context
reply = answer(question, context, mock="Just 1 - there's room for 10 and 9 are on the sheet now (the Vets dropped "
                                       "out, Elland's U16 parents and the Ladies' 2nds came in), so get the netball "
                                       "team down quick.")
finish(question, expected="2", actual=reply)
