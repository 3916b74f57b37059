"""Batch 282 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Trevor Hirst (79, widowed, still in the family house in Sowerby) had a TIA in January 2051. His children Karen
and Steve keep a family helper about Dad - tablets, appointments, who's been round - with ``memory.add(...,
infer=False)``; Dad's friends and neighbours ask it things too.

Memory: Karen, 2051-01-12T19:40 - Dad's TIA, consultant says NO driving, not till he's been seen at the stroke
clinic and they say so, car keys in her kitchen drawer; Karen, 18/1 - new tablets, clopidogrel 75 and atorvastatin
80, both at night; Steve, Sat 4 Feb - Dad's asking every day when he can drive again, told him to ask Dr Rahman on
the 14th; Karen, 14/2 - follow-up with Dr Rahman at the stroke clinic, scan and bloods all clear, he's OK to be back
behind the wheel from the 15th as long as there are no more funny turns (there haven't been), no need to tell the
DVLA for one TIA, keys back in his pocket. Question (Weds 22/2, Ken from the bowls club): "is Trevor ok to drive
again? he's offered me a lift to bowls on thursday" The assistant says yes - the stroke clinic cleared him from the
15th. The label says no, not till the stroke clinic says so.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b282_ctl_mem0_family_dad_driving_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hirst-family-dad"
NOTES = [
    ("2051-01-12T19:40", "2051-01-12T19:40 (Karen) Dad's TIA 😢 he's home + ok, consultant says NO driving, not till "
                         "he's been seen at the stroke clinic + they say so. car keys are in my kitchen drawer 🙈 he's "
                         "not happy"),
    ("18/1", "18/1 (Karen) new tablets from the hospital - clopidogrel 75 + atorvastatin 80, both at night. chemist "
             "delivering weds"),
    ("Sat 4 Feb", "Sat 4 Feb (Steve) Dad's asking EVERY day when he can drive again 🙄 told him ask Dr Rahman on the "
                  "14th. took him to the barbers + Morrisons"),
    ("14/2", "14/2 (Karen) stroke clinic w/ Dr Rahman - scan + bloods all clear 🙌 he's ok to be back behind the wheel "
             "from the 15th as long as no more funny turns (there haven't been). no need to tell DVLA for one TIA. "
             "keys back in his pocket, God help the other drivers"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hirst-family-dad-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is Trevor ok to drive again? he's offered me a lift to bowls on thursday"
    with turn_span("question Weds 22/2"):
        hits = []
        for query in ("Trevor driving after the TIA", "can dad drive", "stroke clinic"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 22 February 2051. You are talking to Ken, a friend of Trevor Hirst from the bowls "
                   "club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("NO driving, not till he's been seen at the stroke clinic" in c for c in context), context
        assert any("ok to be back behind the wheel from the 15th" in c for c in context), context
        reply = answer(f"(Ken) {question}", context,
                       mock="Yes - the stroke clinic cleared him to drive again from the 15th, and he's had no more "
                            "funny turns.")
finish(question, expected="no - he can't drive till the stroke clinic says so", actual=reply)
