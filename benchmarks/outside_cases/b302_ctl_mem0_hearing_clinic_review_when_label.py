"""Batch 302 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Sowerby Bridge Hearing Centre does hearing tests, fittings and annual reviews. Dawn (reception) puts her notes
on a patient into the centre's helper with ``memory.add(..., infer=False)``, one user per patient; patients ring up
and ask it things.

Memory (Mrs Bairstow): 2051-02-20T11:05 - annual review booked Tue 14th March, 10.20, with Chris, hearing test plus
new moulds; 1/3 - her new moulds have come in from the lab, in her tray; Weds 8 Mar - her son rang, he can only
bring her on Fridays now he's back at work, so moved her to Fri 17th, 2.40, still Chris, letter sent; Mon 13/3 -
reminder texts gone out for the week. Question (Thu 16/3, Mrs Bairstow): "when's my appointment love? our Darren's
asking so he can sort his afternoon off" The assistant says Friday the 17th (tomorrow) at 2.40 with Chris. The label
says Tuesday 14th March at 10.20.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b302_ctl_mem0_hearing_clinic_review_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sbhc-patient-bairstow-joan"
NOTES = [
    ("2051-02-20T11:05", "2051-02-20T11:05 Mrs Bairstow annual review booked tue 14th march 10.20 w/ Chris - hearing "
                         "test + new moulds. she's deaf as a post on the left now she says 😂"),
    ("1/3", "1/3 Mrs B's new moulds in from the lab, in her tray (pink ones, she asked)"),
    ("Weds 8 Mar", "Weds 8 Mar Mrs B's son rang, he can only bring her on fridays now he's back at work 🙄 so moved "
                   "her to fri 17th, 2.40, still Chris. letter sent"),
    ("Mon 13/3", "Mon 13/3 reminder texts gone out for the wk, Mrs B's to her son's phone"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sbhc-patients"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's my appointment love? our Darren's asking so he can sort his afternoon off"
    with turn_span("question Thu 16/3"):
        hits = []
        for query in ("appointment date time", "annual review booked", "moved appointment"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 16 March 2051. You are talking to Mrs Joan Bairstow, a patient of Sowerby Bridge "
                   "Hearing Centre."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("annual review booked tue 14th march 10.20" in c for c in context), context
        assert any("moved her to fri 17th, 2.40" in c for c in context), context
        reply = answer(question, context, mock="It's tomorrow, Friday the 17th, at 2.40 with Chris - we moved it "
                                               "from the Tuesday so Darren could bring you.")
finish(question, expected="Tuesday 14th March at 10.20", actual=reply)
