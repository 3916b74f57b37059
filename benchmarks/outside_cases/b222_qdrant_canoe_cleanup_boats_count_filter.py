"""Batch 222 (held out). A canoe club's river clean-up: qdrant collection of notes, two writers in threads (the
organiser and the coach), then the question; the helper's query is scoped to the "boats" notes and the coach's
safety note, which takes two boats off the water, is filed under "safety".

App: Teme Valley Canoe Club do their river clean-up on Sun 12th September 2049 - in at Dinham Bridge 9.30ish, out
at Ashford Carbonel, litter pickers and the council's blue bags in every boat, a safety kayak, soup and rolls at
the boathouse after. Rhian (the organiser) and Tom (the head coach) each file notes into one qdrant collection
(payload ``kind``: boats, bags, route, lunch, safety, permits) from their own thread; the helper answers boat
questions from ``query_points(..., query_filter=kind == "boats", limit=4)``.

Planted fault (RetrievalError, the filter scoped the query): Rhian's boats note (2049-08-09T20:40) has 6 open
canoes and the 2 sit-on-tops, plus Tom in the safety kayak - 9 on the water. Tom's safety note of 6.9. says the
river's come up after all that rain (0.9 on the gauge at Dinham on sat), so no sit-on-tops sunday, it's too pushy
for the beginners - they'll go in the canoes as threes - with throw lines in every boat and buoyancy aids done up
in passing. It is filed as ``kind: safety``; the boats-only query never sees it, though the same question's 4
nearest notes without the filter have it. Question (Thu 9/9, Gareth, doing the launch rota): "how many boats are
we putting on the water sun? doing the launch rota" -> expected 7 (the 6 open canoes and the safety kayak; the
sit-on-tops are off). The assistant says 9.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): the safety note is in
the collection and in the question's 4 nearest without the filter, but the boats-only filter kept it from the
context the model saw. Asserted: the unfiltered 4 nearest have the safety note; the hits and the context have
nothing on the river being up, the gauge or the sit-on-tops being off; the boats note's "9 on the water" is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b222_qdrant_canoe_cleanup_boats_count_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "teme-valley-cc-cleanup-2049"
SAFETY = ("6.9. safety - river's come up after all that rain, 0.9 on the gauge at Dinham sat 🌧️ so NO sit-on-tops "
          "sun, too pushy for the beginners, they'll go in the canoes as 3s. throw lines in every boat, buoyancy aids "
          "done up pls not flapping open")
RHIAN = [
    ("boats", "2049-08-09T20:40 boats for the clean-up 🛶 6 open canoes + the 2 sit-on-tops, + Tom in the safety "
              "kayak = 9 on the water. trailer leaves the boathouse 8.30"),
    ("bags", "bags - council dropping 40 blue bags + 10 litter pickers at the boathouse fri, gloves ur own, 2 bags "
             "per boat + a bucket for sharps"),
    ("route", "route - in at Dinham Bridge 9.30ish, out at Ashford Carbonel by 1, sweep the banks by the weir on "
              "foot, Kev's meeting us w/ the van"),
    ("lunch", "lunch at the boathouse after, Bev's doing soup + rolls, £3, veggie one too. tea urn from the scouts"),
]
TOM = [
    ("safety", SAFETY),
    ("permits", "permits - rang the angling club, they're fine w/ sun am as long as we're off by 1. EA know we're "
                "out"),
    ("boats", "boats - the green canoe's got a crack by the seat, it's staying on the rack, so it's the other 6. "
              "paddles + spare in the trailer"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list) -> None:
    for i, (kind, text) in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0],
                                   payload={"text": text, "kind": kind, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Rhian", 1, RHIAN), name="rhian-organiser"),
           threading.Thread(target=writer, args=("Tom", 101, TOM), name="tom-coach")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(RHIAN) + len(TOM)

question = "how many boats are we putting on the water sun? doing the launch rota"
vec = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert SAFETY in unscoped, unscoped
boats_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="boats"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=boats_only, limit=TOP_K)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 9 September 2049. You are talking to Gareth, who's doing the launch rota for Teme Valley "
           "Canoe Club's river clean-up (Sun 12 September)."] + hits
assert SAFETY not in context and not any(w in c.lower() for c in context
                                         for w in ("come up", "gauge", "no sit-on-tops", "pushy")), context
assert any("+ Tom in the safety kayak = 9 on the water" in c for c in context), context
reply = answer(question, context, mock="9 - the 6 open canoes, the 2 sit-on-tops and Tom in the safety kayak.")
finish(question, expected="7 - the 6 open canoes and Tom's safety kayak (no sit-on-tops, the river's up)",
       actual=reply)
