"""Batch 256 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Tracey keeps notes on her mum, Jean (81, macular degeneration, in sheltered housing in Sowerby Bridge), in
the family's helper with ``memory.add(..., infer=False)``; her brother Paul asks it things when he's sharing the
running about.

Memory: 2050-09-30T19:15 - the letter came, Mum's eye clinic at Calderdale Royal is Tue 18th Oct at 10.40, clinic 4,
drops so no driving after, Tracey will take her; Thu 6 Oct - Mum's ring back from the jewellers, £35, the warden
says she's eating better; 11.10. - the eye clinic rang, the consultant's off sick so they've moved Mum to Thurs 27th
Oct, 2.15, same clinic, Tracey's told work she needs the afternoon; Sun 16th Oct - a magnifier from the RNIB shop
for her crossword, £12. Question (Mon 17/10, Paul): "when's mum's eye appt? I can take her if it's a morning one"
The assistant says Thurs 27th Oct at 2.15 (moved, the consultant's off), an afternoon, and Tracey's booked it off.
The label says Tue 18th Oct at 10.40.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b256_ctl_mem0_carer_mum_eye_clinic_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "jean-family-notes-tracey"
NOTES = [
    ("2050-09-30T19:15", "2050-09-30T19:15 letter came 👁️ Mum's eye clinic (macular) at Calderdale Royal tue 18th "
                         "oct 10.40, clinic 4. they put drops in so NO driving after - I'll take her, bring her "
                         "sunglasses + the list of meds"),
    ("Thu 6 Oct", "Thu 6 Oct Mum's ring's back from the jewellers, £35, she's thrilled. warden says she's eating "
                  "better since the new microwave meals"),
    ("11.10.", "11.10. the eye clinic rang 🙄 consultant's off sick so they've moved Mum to thurs 27th oct, 2.15, "
               "same clinic. told work I'll need the afternoon, parking's a nightmare after 2 so leaving at 1.15"),
    ("Sun 16th Oct", "Sun 16th Oct got her a magnifier from the RNIB shop for the crossword, £12, she says it's "
                     "'marvellous' so that's a win"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="jean-family-notes-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's mum's eye appt? I can take her if it's a morning one"
    with turn_span("question Mon 17/10"):
        hits = []
        for query in ("mum's eye clinic appointment", "when is the eye appointment", "clinic rang moved"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 17 October 2050. You are talking to Paul, whose mum Jean (81) is looked after by "
                   "his sister Tracey."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("eye clinic (macular) at Calderdale Royal tue 18th oct 10.40" in c for c in context), context
        assert any("they've moved Mum to thurs 27th oct, 2.15" in c for c in context), context
        reply = answer(question, context, mock="It's Thurs 27th Oct at 2.15 now - the clinic moved it because the "
                                               "consultant's off sick, so it's an afternoon one. Tracey's already "
                                               "booked the afternoon off to take her.")
finish(question, expected="Tue 18th Oct at 10.40, clinic 4", actual=reply)
