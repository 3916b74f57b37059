"""Batch 259 (held out). A physiotherapy clinic's patient notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Elland Road Physio (a two-physio clinic over the chemist's) keep a helper per patient that the patient can ask
about their home exercises between appointments. After each session the physio types her notes into it with
``memory.add(messages, user_id=..., metadata={"date": ...})``. The patient here is Denise Sutcliffe, 67, six
weeks on from a right total knee replacement when she first came in; Rachel is her physio.

Planted fault (ExtractionError, a fact dropped at extraction): Rachel's first note (2053-03-04T09:40) sets the home
exercises - heel slides 2x10, quads sets 3x10 with a 5 sec hold, sit to stand 3x8 from a dining chair using her
hands. Her review note of 1/4 says flexion's 110 now and she's off the stick indoors, and in the middle that she's
PROGRESSED the sit to stand to 3x12 from the low sofa, no hands, and added step ups on the bottom stair, 2x10; her
next appointment is Tue 15th at 10.20 with Amir as Rachel's on leave. The extraction keeps the flexion, the stick
and the appointment and drops the progression: the 3x8 from the dining chair stays the only sit to stand stored.
Question (Mon 14/4, Denise): "how many sit to stands am I meant to be doing now?? cant find the sheet Rachel gave me"
-> expected 3 sets of 12 from the low sofa, no hands. The assistant says 3 sets of 8 from a dining chair.

Expected verdict: ExtractionError at mem0.extract inside the 1/4 add (fault() wraps that one add): the note given to
mem0 has the sit to stand at 3x12 from the sofa, and what was made from it leaves that out, so the store never held
the dose the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says 3x12; no stored memory or context line mentions 3x12, the sofa, "no hands" or the step ups; the flexion and
the appointment from the same note are stored; the first note's 3x8 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b259_mem0_physio_knee_sit_to_stand_how_many_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "erp-pt-denise-sutcliffe"
CUT = ("1/4 (Rachel) R TKR review - flex 110 now 👍 ext full, swelling much better. off the stick indoors, still "
       "uses it for the shops which is sensible. PROGRESSED sit to stand to 3x12 from the low sofa, no hands!! + added "
       "step ups on the bottom stair 2x10, hold the banister. ice after if it grumbles. next appt tue 15th 10.20 w/ "
       "Amir as I'm on leave")
NOTES = [
    ("2053-03-04T09:40", "2053-03-04T09:40 R TKR 6/52 post op, 1st appt. flex 85, ext -5, walking w/ 1 stick. home "
                         "exs: heel slides 2x10, quads sets 3x10 hold 5s, sit to stand 3x8 from a dining chair (hands "
                         "ok for now). ice 15 mins after, not straight on the skin. review 2/52",
     ["Right total knee replacement, 6 weeks post-op at the first appointment on 2053-03-04",
      "Knee flexion 85 degrees, extension -5 at the first appointment; walking with one stick",
      "Home exercises: heel slides 2x10, quads sets 3x10 with a 5 second hold, sit to stand 3x8 from a dining chair "
      "(using hands for now)",
      "Ice for 15 minutes after the exercises, not straight on the skin"]),
    ("18/3", "18/3 review - flex 95, ext -5 still, bit stiff 1st thing. cont same exs, doing them 2x a day which is "
             "great. parking's a nightmare on a weds, told her to use the Co-op",
     ["Flexion 95 degrees at the 18/3 review, extension still -5, stiff first thing in the morning",
      "Continue the same exercises, twice a day",
      "Use the Co-op car park on Wednesdays"]),
    ("1/4", CUT,
     # the planted fault: the sit to stand progression (3x12, low sofa, no hands) and the step ups are dropped
     ["Flexion 110 degrees and full extension at the 1/4 review; swelling much better",
      "Off the stick indoors, still uses it for the shops",
      "Next appointment Tue 15th at 10.20 with Amir (Rachel on leave)"]),
    ("Thu 10th Apr", "Thu 10th Apr pt rang - knee a bit puffy after a long walk round Harlow Carr, advised ice + "
                    "elevate, nothing to worry about, keep going w/ the exs",
     ["Knee a bit puffy after a long walk round Harlow Carr on 10th April; advised ice and elevation",
      "Keep going with the exercises"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="erp-denise-sutcliffe"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "sit to stand to 3x12 from the low sofa, no hands" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many sit to stands am I meant to be doing now?? cant find the sheet Rachel gave me"
    with turn_span("question Mon 14/4"):
        hits = []
        for query in ("sit to stand reps sets", "home exercises now", "exercise progression"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 April 2053. You are talking to Denise Sutcliffe, a patient of Elland Road Physio "
                   "(right knee replacement)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("3x12", "sofa", "no hands", "step up")), stored
        assert any("sit to stand 3x8 from a dining chair" in c for c in context), context
        assert any("Flexion 110" in s for s in stored) and any("10.20 with Amir" in s for s in stored), stored
        reply = answer(question, context, mock="3 sets of 8 sit to stands from a dining chair - you can use your "
                                               "hands for now.")
finish(question, expected="3 sets of 12 from the low sofa, without using her hands (progressed on 1/4)",
       actual=reply)
