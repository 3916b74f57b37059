"""Batch 385 (held out). A Newfoundland crab boat's season log: qdrant collection of the boat's notes, script style
(every call its own trace); for a quota question the helper asks only the quota and landings notes, and the note
with the quota transfer was filed under gear.

App: Wince Pardy fishes crab out of Scrod Harbour in the Sarah & Jane; Doreen (his wife, who does the books) keeps
the boat's log in one qdrant collection with payload ``kind`` (quota, landings, gear, plant). For a "how much is
left" question the helper asks only the quota and landings notes (``query_filter`` with ``kind`` in quota,
landings; the 4 nearest).

Planted fault (RetrievalError, filtered out by the scope): the Apr. 3/51 note has the boat's crab quota at 32,000
lbs; the landings notes have 9,400 lbs by May 12, 23,500 by June 2 and 29,400 all told by June 16. Doreen's note of
June 9 starts with the 40 new pots from the co-op (so it was filed as gear) and says, in passing, that DFO finally
approved the transfer off Clar's licence (he's not going out this year with his heart) - another 6,000 lbs on their
quota. Question (Tues. June 20, Wince): "how much crab we got left to catch on the quota? trying to figure do we
need the new crowd on for July" -> expected 8,600 lbs (32,000 + 6,000 - 29,400). The scoped query returns the quota
and landings notes; the assistant says 2,600 lbs.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the June 9 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
6,000 or the transfer; the 32,000 lbs quota and the 29,400 lbs landed are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b385_qdrant_crab_quota_left_diff_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sarah-and-jane-crab-2051"
TRANSFER = ("June 9 - the 40 new pots came from the co-op, $185 apiece 😬 Gord + Kyle are rigging them on the stage. "
            "oh + DFO finally approved the transfer off Clar's licence (he's not going out this yr w/ his heart, God "
            "love him) so that's another 6,000 lbs on our crab quota")
NOTES = [
    (1, "quota", "Apr. 3/51 DFO letter came 📬 crab quota for the Sarah & Jane this yr is 32,000 lbs. season opens "
                 "the 20th, price $4.85/lb to start"),
    (2, "landings", "May 12 - 3 trips in, 9,400 lbs of crab landed so far, some good crab b'y, hard shell + clean"),
    (3, "landings", "June 2 - 2 more trips, 7,800 + 6,300, so 23,500 lbs landed all told"),
    (4, "gear", TRANSFER),
    (5, "landings", "June 16 - landed 5,900 Thurs., that's 29,400 lbs of crab landed all told"),
    (6, "plant", "June 17 - plant dropped the price to $4.60, Lloyd says the market's flooded, same every yr"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Doreen"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how much crab we got left to catch on the quota? trying to figure do we need the new crowd on for July"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert TRANSFER in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["quota", "landings"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=4, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tuesday, June 20, 2051. You are talking to Wince Pardy, skipper of the Sarah & Jane out of "
           "Scrod Harbour."] + hits
assert TRANSFER not in hits and not any(w in c.lower() for c in context for w in ("6,000", "transfer")), context
assert any("crab quota for the Sarah & Jane this yr is 32,000 lbs" in c for c in context), context
assert any("29,400 lbs of crab landed all told" in c for c in context), context
reply = answer(question, context, mock="2,600 lbs b'y - 32,000 on the quota less the 29,400 ye've landed. One more "
                                       "good trip and ye're done, no need for the new crowd.")
finish(question, expected="8,600 lbs - 32,000 + the 6,000 off Clar's licence, less the 29,400 landed", actual=reply)
