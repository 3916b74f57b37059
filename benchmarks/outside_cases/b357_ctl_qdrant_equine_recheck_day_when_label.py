"""Batch 357 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the yard's notes are upserted one by one, then the question's query.

App: Moor End Livery keep the vet's yard-visit notes, the yard manager's notes and the owners' messages in one
qdrant collection; the helper answers the yard staff from the 5 nearest.

Memory: Dr Rees's visit note, Mon 7 Mar 2050 - Jasper (16y ID x gelding) 2/10 lame R fore on the circle on the hard,
positive to a PDN block, ?navicular; bute 2 g SID x 10 d, remedial eggbars with the farrier, recheck 10 days from
today (Thurs 17th) with X-rays if not improved; yard manager Sue, 8/3 - farrier Tom booked Weds 9th for the eggbars;
owner Lisa, Tue 15/3 - she's on a course Thursday, can they push Jasper's recheck back 2 days, she wants to be there
for the X-rays - Sue: Dr Rees is fine, 2 days later it is, she'll come Saturday morning; Sue, 15.3. - wormer count
kits out, Jasper's due. Question (Weds 16/3, Amy, the groom): "when's the vet back out for Jasper? need to make sure
he's in + his feet are picked out" The assistant says Saturday 19 March, in the morning (moved from Thursday the 17th
so Lisa can be there). The label says Thursday 17 March - the day it was "pushed back 2 days" from, as the owner put
it.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b357_ctl_qdrant_equine_recheck_day_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moor-end-livery-notes-2050"
NOTES = [
    (1, "vet", "Mon 7 Mar 2050 Dr Rees yard visit - Jasper 16y ID x gelding. O/E 2/10 lame R fore on the circle on "
               "the hard, sound straight line. PDN block +ve. A: foot pain ?navicular. P: bute 2g SID x10d, remedial "
               "eggbars w/ farrier, recheck 10 days from today (thurs 17th) + X-rays if not improved"),
    (2, "yard", "8/3 Sue - farrier Tom booked weds 9th for Jasper's eggbars, £120, Lisa paying direct"),
    (3, "owner", "Tue 15/3 Lisa - so sorry, I'm on a course thurs 🙈 can we push Jasper's recheck back 2 days? I want "
                 "to be there for the X-rays. Sue - Dr Rees is fine, 2 days later it is, she'll come sat am"),
    (4, "yard", "15.3. Sue - worm count kits in the tack room, Jasper + Monty due, poo samples in by fri pls 💩"),
    (5, "owner", "Weds 9/3 Lisa - eggbars on, he's a bit clompy but walking better already 🤞"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(NOTES)

question = "when's the vet back out for Jasper? need to make sure he's in + his feet are picked out"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 16 March 2050. You are helping Amy, a groom at Moor End Livery."] + hits
assert any("recheck 10 days from today (thurs 17th)" in c for c in context), context
assert any("push Jasper's recheck back 2 days" in c and "she'll come sat am" in c for c in context), context
reply = answer(question, context, mock="Saturday 19 March, in the morning - Dr Rees moved it back two days from "
                                       "Thursday so Lisa can be there for the X-rays.")
finish(question, expected="Thursday 17 March", actual=reply)
