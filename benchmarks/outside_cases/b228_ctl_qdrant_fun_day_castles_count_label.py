"""Batch 228 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the social secretary and the groundsman), then the question.

App: Luddendenfoot CC hold a family fun day on Sun 27th June 2049, 12-5 - bouncy castles on the outfield, kids'
games, a barbecue, a parents v juniors match. Mel (the social secretary) and Gaz (the groundsman, who deals with
the hire firm on the day) each file notes into one qdrant collection from their own thread; the helper answers
from the 5 nearest notes.

Memory: Mel, 2049-04-02T18:40 - fun day Sun 27th June 12-5, 2 bouncy castles booked off Bounce Bros, the big one and
a toddler one, on the outfield by the nets; Mel, 22.4. - kids' games, sack race, egg and spoon, welly wanging; Gaz,
Tue 15th Jun - Bounce Bros rang, the big castle's got a tear in the seam and they can't get it mended in time, so
they're bringing their inflatable assault course in its place, the toddler castle's still coming; Gaz - no pegs in
the square, inflatables on the outfield only. Question (Thu 24/6, Jo): "how many bouncy castles are there sun? kids
keep asking" The assistant says one - the toddler castle (the big one's been swapped for an assault course). The
label says 2 (the two first booked).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b228_ctl_qdrant_fun_day_castles_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddendenfoot-cc-fun-day-2049"
MEL = [
    "2049-04-02T18:40 FUN DAY 🏏🎈 sun 27th june 12-5. 2 bouncy castles booked off Bounce Bros, the big one + a "
    "toddler one, on the outfield by the nets",
    "22.4. kids' games - sack race, egg + spoon, welly wanging, beat the bowler £1 a go",
    "bbq - Steve's on it, burgers + hot dogs, £3.50/£3",
]
GAZ = [
    "Tue 15th Jun Gaz - Bounce Bros rang, the big castle's got a tear in the seam + they can't get it mended in time, "
    "so they're bringing their inflatable assault course instead 🙄 toddler castle's still coming",
    "Gaz - NO pegs in the square!! inflatables on the outfield only, sandbags from the shed. they're dropping off "
    "7.30ish",
]
TOP_K = 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Mel", MEL), name="mel-social-sec"),
           threading.Thread(target=writer, args=("Gaz", GAZ), name="gaz-groundsman")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bouncy castles are there sun? kids keep asking"
vec = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 24 June 2049. You are talking to Jo, a parent at Luddendenfoot CC, about the club's family "
           "fun day (Sun 27 June)."] + hits
assert any("2 bouncy castles booked off Bounce Bros" in c for c in context), context
assert any("the big castle's got a tear in the seam" in c for c in context), context
reply = answer(question, context, mock="Just the one - the toddler castle. The big one's torn, so Bounce Bros are "
                                       "bringing an inflatable assault course instead.")
finish(question, expected="2", actual=reply)
