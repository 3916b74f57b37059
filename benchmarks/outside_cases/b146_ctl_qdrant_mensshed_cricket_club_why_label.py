"""Batch 146 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Sowerby Men's Shed's members keep their notes for the woodturning day (Sat 16th May) in one qdrant collection;
the helper answers members and villagers from a search of it.

Memory: Trevor, 14/3: the turning day might have to go somewhere else, the shed's too small if 30-odd turn up - ask
the cricket club?; Dennis, 22.3.: the cricket club say yes for the 16th, £25 for the function room, bar from 12;
Trevor, Weds 8 Apr: measured up at the shed - 30 would get in easy with the bandsaw and the long bench out the back
for the day, so room's not what's stopping us; it's the power - the Myford and the big Axminster want 3-phase and the
shed lost its 3-phase when the mill next door was sold, the cricket club still have theirs from the old bowling
machine; Gordon, Tue 5/5: first aid box. Question (Tue 12/5, Stan, a member): "why's the turning day up at the
cricket club and not at the shed? folk keep asking me" The assistant says the lathes need 3-phase power, which the
shed lost when the mill next door was sold and the cricket club still has. The label says the shed's too small -
in memory, Trevor's first worry of 14/3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b146_ctl_qdrant_mensshed_cricket_club_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-mens-shed"
NOTES = [
    "14/3 Trevor - TURNING DAY sat 16/5. might have to do it elsewhere, shed's too small if we get 30 odd folk. ask "
    "the cricket club?",
    "22.3. Dennis - cricket club say yes for the 16th, £25 for the function room, bar open from 12. Colin from the "
    "Calder turners doing the demo 11 + 2",
    "Weds 8 Apr Trevor - measured up at the shed, we'd get 30 in easy w the bandsaw + the long bench out the back for "
    "the day, so room's not what's stopping us. it's the power - the Myford + the big Axminster want 3-phase + ours "
    "went when the mill next door was sold. cricket club still have theirs from the old bowling machine",
    "Tue 5/5 Gordon - 1st aid box restocked, burns gel + eye wash. face shields for anyone having a go, no "
    "exceptions",
    "Mon 11/5 - tea + butties £5, Brian on the urn, bring your own mug if poss",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's the turning day up at the cricket club and not at the shed? folk keep asking me"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Tue 12 May 2037. You are talking to Stan, a member of Sowerby Men's Shed, about the woodturning "
           "day on Sat 16 May."] + hits
assert any("shed's too small" in c for c in context), context
assert any("3-phase" in c and "bowling machine" in c for c in context), context
reply = answer(question, context, mock="It's the power - the Myford and the big Axminster need 3-phase, the shed lost "
                                       "its when the mill next door was sold, and the cricket club still has it.")
finish(question, expected="the shed's too small", actual=reply)
