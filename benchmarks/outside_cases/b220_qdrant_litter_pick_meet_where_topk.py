"""Batch 220 (held out). A village litter pick: qdrant collection of notes, two writers in threads (the organiser and
the parish clerk), then the question; the helper answers from the 4 nearest notes and the parish council minutes
that move the meeting point rank 5th.

App: Cleobury Mortimer's spring litter pick is on Sat 27th March 2049, 10-12 - bags, grabbers and hoops from the
council, hi vis from the Scouts, the Brownies coming as a pack, a brew at the Scout hut after. Helen (the organiser)
and Mark (the parish clerk) each file notes into one qdrant collection (payload ``kind``: meet, kit, routes, kids,
council, safety, brew) from their own thread; the helper takes the 4 nearest notes (``query_points(...,
limit=4)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Helen's first note (2049-02-22T19:30) has the meeting point in
the Talbot car park by the bottle bank, bags and grabbers handed out there. Mark's parish council minutes of Tue
16th March say, between a dog bin on Curdale Lane and the hi vis budget, that the Talbot car park's being
resurfaced that week, coned off till Mon 29th, so the spring clean lot will have to go from the front of Lacon
Childe school instead - the head's fine with it. For the question the minutes rank 5th: the 4 nearest are the kids'
note, the first note, the routes and the safety note. Question (Thu 25/3, Pat, bringing her two): "where are we
meeting sat for the litter pick? bringing the kids" -> expected the front of Lacon Childe school (the Talbot car
park's coned off for resurfacing). The assistant says the Talbot car park by the bottle bank.

Expected verdict: RetrievalError at qdrant's query (the top-4 query, wrapped in fault()): the minutes are in the
collection and the same question's 5 nearest have them, but the limit cut them from the context the model saw.
Asserted: the 5 nearest have the minutes; the hits and the context have nothing on Lacon Childe, the resurfacing or
the cones; the first note's "meeting point the Talbot car park" is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b220_qdrant_litter_pick_meet_where_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cleobury-litter-pick-2049"
MINUTES = ("pc minutes tue 16th march - dog bin on Curdale Lane agreed. Talbot car park's being resurfaced that wk, "
           "coned off till mon 29th 🚧 so the spring clean lot will have to go from the front of Lacon Childe school "
           "instead, the head's fine w/ it. hi vis budget £40 agreed. next mtg 20.4.")
HELEN = [
    ("meet", "2049-02-22T19:30 LITTER PICK 🗑️ sat 27th march 10-12, meeting point the Talbot car park by the bottle "
             "bank. bags + grabbers handed out there, kids v welcome w/ a grown up"),
    ("kit", "kit - council dropping 30 grabbers + 2 rolls of bags + hoops fri, gloves ur own pls, hi vis from the "
            "Scouts"),
    ("routes", "routes - grown ups on the A4117 verge + Lion Lane, kids on the rec + round the church, we'll meet "
               "back at the car park for 12"),
    ("kids", "kids - the Brownies are coming as a pack sat, Brown Owl's bringing them, under 8s on the rec only pls"),
]
MARK = [
    ("council", MINUTES),
    ("safety", "safety - no one on the main road w/o hi vis, sharps = leave it + tell Pete, he's got the box. kids "
               "stay w/ their own grown up"),
    ("brew", "brew after at the Scout hut from 12, bacon butties £2, the Guides are doing cakes"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str, first_id: int, items: list) -> None:
    for i, (kind, text) in enumerate(items):
        client.upsert(COLL, points=[models.PointStruct(id=first_id + i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=writer, args=("Helen", 1, HELEN), name="helen-organiser"),
           threading.Thread(target=writer, args=("Mark", 101, MARK), name="mark-clerk")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we meeting sat for the litter pick? bringing the kids"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
assert MINUTES in wider, wider
with fault():
    found = client.query_points(COLL, query=vec, limit=TOP_K)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 25 March 2049. You are talking to Pat, who's bringing her two to Cleobury Mortimer's litter "
           "pick (Sat 27 March)."] + hits
assert MINUTES not in context and not any(w in c.lower() for c in context
                                          for w in ("lacon childe", "resurfaced", "coned off")), context
assert any("meeting point the Talbot car park by the bottle bank" in c for c in context), context
reply = answer(question, context, mock="The Talbot car park, by the bottle bank - bags and grabbers are handed out "
                                       "there at 10.")
finish(question, expected="the front of Lacon Childe school (the Talbot car park is coned off for resurfacing)",
       actual=reply)
