"""Batch 308 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the chair and the secretary each file their own notes), then the question's query.

App: Norland village fête is on Sat 15th July 2051 on the green - about 18 stalls, a tombola, teas, the brass band,
the vicar opening it. Margaret (the chair) and Geoff (the secretary) file notes into one qdrant collection; the
helper answers stallholders' questions from the 4 nearest notes.

Memory: Margaret, 2051-04-18T20:00 - fête Sat 15th July on the green, stalls set up from 8, everything ready by 10.30
for the vicar opening it at 11; Geoff, 2/6 - 18 stalls, pitches marked out Friday evening with the cricket club's
white line machine; Margaret, Weds 28th June - the brass band can't get there till quarter to 12, so the opening's
12 now, stalls ready by half 11, cars still off the green by 11 though; Geoff, Mon 10 July - gazebos from the scouts,
collect Friday. Question (Tue 11/7, Alan, who does the plant stall): "what time do I need the plant stall ready by
on sat? coming from the allotments with the van" The assistant says half 11 (the opening's 12 now), with the van off
the green by 11. The label says 10.30.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b308_ctl_qdrant_fete_stalls_ready_what_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "norland-fete-2051"
NOTES = {
    "margaret": [
        (1, "2051-04-18T20:00 FETE 🎪 sat 15th july on the green. stalls set up from 8, everything ready by 10.30 for "
            "the vicar opening it at 11. cars OFF the green once ur unloaded"),
        (2, "Weds 28th June - brass band can't get here till quarter to 12 😩 so opening's 12 now, stalls ready by "
            "half 11 - cars still off the green by 11 tho, Geoff's on the gate"),
    ],
    "geoff": [
        (3, "2/6 stall list - 18 stalls 👍 pitches marked out fri eve with the cricket club's white line machine, "
            "numbers on pegs"),
        (4, "Mon 10 July - gazebos from the scouts, collect fri after 6 from the hut, bring a car w/ a roof rack"),
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

question = "what time do I need the plant stall ready by on sat? coming from the allotments with the van"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Tue 11 July 2051. You are talking to Alan, who does the plant stall at Norland village fête "
           "(Sat 15 July)."] + hits
assert any("everything ready by 10.30" in c for c in context), context
assert any("opening's 12 now, stalls ready by half 11" in c for c in context), context
reply = answer(f"(Alan) {question}", context,
               mock="Half 11 - the opening's moved to 12 for the brass band. Just get the van off the green by 11.")
finish(question, expected="10.30", actual=reply)
