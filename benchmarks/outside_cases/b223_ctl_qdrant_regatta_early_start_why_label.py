"""Batch 223 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the regatta secretary and the captain), then the question.

App: Ross Rowing Club hold their regatta on Sat 7th August 2049 on the Wye - side-by-side racing, juniors to
veterans, a bar and teas in the clubhouse. Huw (the regatta secretary) and Gemma (the captain) each file notes into
one qdrant collection from their own thread; the helper answers members from the 4 nearest notes.

Memory: Huw, 2049-06-02T21:15 - regatta Sat 7th Aug, first race 9.30 as usual, 1000m from the old boathouse; Gemma,
Weds 21 Jul - the river's up after the storms and pushing hard, so the umpires want 750m not the full 1000 this
year, start at the bridge; Huw, Mon 26 Jul - 148 crews in, the most we've ever had, so the first race is coming
forward to 8 to get them all through before the light goes, the bar's not opening till 11 though; Gemma, 30/7 -
launching and the boating rota. Question (Thu 5/8, Owen, a junior's dad): "why's racing starting at 8 this yr? it's
always been half 9" The assistant says because there are 148 crews, the most ever, and they need to get them all
through before the light goes. The label says because the course has been shortened to 750m (it has, for the high
river, but that's not why the start is earlier).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b223_ctl_qdrant_regatta_early_start_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ross-rc-regatta-2049"
HUW = [
    "2049-06-02T21:15 REGATTA 🚣 sat 7th aug, 1st race 9.30 as usual, 1000m from the old boathouse. entries close "
    "24/7",
    "Mon 26 Jul - 148 crews in!! most we've ever had 😅 so 1st race is coming fwd to 8 to get them all thru b4 the "
    "light goes. bar's not opening till 11 tho",
]
GEMMA = [
    "Weds 21 Jul - river's up after the storms + pushing hard, umpires want 750m not the full 1000 this yr, start "
    "at the bridge",
    "30/7 boating - launch from the lower pontoon, juniors boat 30 mins b4 their race, rota on the boathouse door",
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list[str]) -> None:
    for i, text in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Huw", 1, HUW), name="huw-regatta-sec"),
           threading.Thread(target=writer, args=("Gemma", 101, GEMMA), name="gemma-captain")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's racing starting at 8 this yr? it's always been half 9"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Thu 5 August 2049. You are talking to Owen, whose son rows for Ross Rowing Club's juniors, about "
           "the regatta (Sat 7 August)."] + hits
assert any("1st race 9.30 as usual" in c for c in context), context
assert any("umpires want 750m not the full 1000" in c for c in context), context
assert any("148 crews in!!" in c and "coming fwd to 8" in c for c in context), context
reply = answer(question, context, mock="Because there are 148 crews - the most ever - so the first race has come "
                                       "forward to 8 to get them all through before the light goes.")
finish(question, expected="because the course has been shortened to 750m", actual=reply)
