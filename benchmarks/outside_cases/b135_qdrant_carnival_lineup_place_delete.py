"""Batch 135 (held out). A village carnival committee's to-do notes: qdrant collection written by two writers in threads
(the secretary and the route marshal), then the weekly clear-out of done items and the question.

App: the Ashby Parva carnival committee (carnival Sat 11th July) keeps its notes - route, floats, judges, permits,
stalls - in one qdrant collection, each point with a ``kind`` and a ``status``. Sharon (secretary) and Phil (route
marshal) both post to it from their phones (the writes go through one lock: the local client isn't safe for two
writers at once). Once a job's sorted its note is marked done, and the weekly clear-out deletes everything marked
done so the helper only sees what's still to do.

Planted fault (DeletionError): the route note has the floats lining up on the Green from 12, off at 1.30 sharp,
down Main St, left at the Bell, round to the rec. Phil's note about the road closure (the TTRO approved by the
council 2/6, ref 4471), marked done once the paperwork was back, also says Highways told him the drainage work on the
Green won't finish till August, so the floats are marshalling on the school field off Church Lane instead, gate open
11.30 - and that the cones come from the parish shed. The clear-out deletes every done point, that note with them.
Question (Weds 8/7, Sharon): "where do the floats line up sat? young farmers want to know where to bring the
tractor" -> expected the school field off Church Lane (the Green's dug up for the drainage). The assistant says
the Green.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides where the floats
line up was in the collection and found before the clear-out, and the delete removed it while it still held for
Saturday. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the route line (line up on the Green) is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b135_qdrant_carnival_lineup_place_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ashby-parva-carnival"
TTRO = ("road closure - TTRO approved by the council 2/6, ref 4471, signs up fri pm. Highways say the drainage work "
        "on the Green won't be finished till august so floats CAN'T line up there, we're marshalling them on the "
        "school field off Church Lane instead, gate open 11.30. cones from the parish shed, key w Derek")
POSTS = {
    "sharon": [
        (1, {"kind": "route", "status": "open"}, "ROUTE sat 11th: floats line up on the Green from 12, procession "
                                                 "off 1.30 sharp, down Main St, left at the Bell, round to the rec. "
                                                 "walking groups behind the band"),
        (3, {"kind": "judges", "status": "open"}, "judges - Mrs Fenwick (WI) + the vicar + whoever the paper sends, "
                                                  "judging at the rec 2.45, rosettes in the blue box"),
        (5, {"kind": "stalls", "status": "done"}, "stall pitches all allocated 28/6 - 31 stalls, tombola by the "
                                                  "gate, cake stall in the pavilion (out of the sun!!)"),
    ],
    "phil": [
        (2, {"kind": "permits", "status": "done"}, TTRO),
        (4, {"kind": "floats", "status": "open"}, "floats entered: 9 - young farmers (tractor + trailer), brownies, "
                                                  "the Bell, cricket club, playgroup, 4 others. hi vis for every "
                                                  "float walker"),
        (6, {"kind": "marshals", "status": "open"}, "marshals - need 14, got 11. radios from the rugby club, "
                                                    "charged fri night"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()  # the local (in-memory) client isn't safe for two writers at once


def writer(who: str) -> None:
    for pid, meta, text in POSTS[who]:
        with lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={**meta, "text": text, "by": who})])


threads = [threading.Thread(target=writer, args=(who,), name=f"writer-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

vector = offline.embed(["where do the floats line up saturday Green school field"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert TTRO in before, before

done = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=done))

question = "where do the floats line up sat? young farmers want to know where to bring the tractor"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Weds 8 July 2037. You are talking to Sharon, secretary of the Ashby Parva carnival "
           "committee."] + hits
assert TTRO not in stored and not any("school field" in c or "drainage" in c for c in stored + context), stored
assert any("floats line up on the Green from 12" in c for c in context), context
reply = answer(question, context, mock="On the Green from 12 - the procession goes off at 1.30, so the tractor wants "
                                       "to be there in good time.")
finish(question, expected="the school field off Church Lane (gate open 11.30) - the Green's dug up for the drainage",
       actual=reply)
