"""Batch 297 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Kerry Mitchell does a mobile hairdressing round around Sowerby Bridge and Ripponden in 2053 - regular ladies at
home, Oakwood care home on Tuesdays. She puts her round notes into her helper with ``memory.add(..., infer=False)``
and asks it things from the van.

Memory: 2053-05-02T18:20 - Mrs Haigh (Brookfoot) perm booked Thurs 15th May, 9.30, wants it tighter than last time,
the Silvikrin; Weds 7/5 - Oakwood want 3 sets on the 13th, bill to the home; 12.5. - Mrs Haigh's daughter rang, her
mum's got the eye clinic at Calderdale Royal on the Thursday, so can we do the perm Fri 16th instead, same time, I
said fine, the Friday's quiet anyway; Tue 13th May - rollers lent to Donna, need them back before the perm.
Question (Tue 13/5, Kerry): "which day am I doing Mrs Haigh's perm? need to get my rollers back off Donna in time"
The assistant says Friday 16th May, 9.30 (moved for her eye clinic). The label says Thursday 15th May.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b297_ctl_mem0_hair_round_perm_which_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kerry-mobile-hair-round"
NOTES = [
    ("2053-05-02T18:20", "2053-05-02T18:20 Mrs Haigh (Brookfoot) perm booked thurs 15th may 9.30 💇‍♀️ she wants it "
                         "tighter than last time 🙄 + the Silvikrin, nothing else will do"),
    ("Weds 7/5", "Weds 7/5 Oakwood want 3 sets on the 13th, bill to the home not the ladies. Mrs Priestley's 90 "
                 "that wk, take a card"),
    ("12.5.", "12.5. Mrs Haigh's daughter rang - her mum's got the eye clinic at Calderdale Royal on the thurs so can "
              "we do her perm fri 16th instead, same time. said fine, fri's quiet anyway"),
    ("Tue 13th May", "Tue 13th May lent my rollers to Donna for her bride 🤦‍♀️ need them back b4 the perm"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kerry-round-may-2053"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which day am I doing Mrs Haigh's perm? need to get my rollers back off Donna in time"
    with turn_span("question Tue 13/5"):
        hits = []
        for query in ("Mrs Haigh perm day", "perm moved", "rollers back off Donna"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 13 May 2053. You are talking to Kerry, a mobile hairdresser, about her round."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("perm booked thurs 15th may 9.30" in c for c in context), context
        assert any("can we do her perm fri 16th instead" in c for c in context), context
        reply = answer(question, context, mock="Friday 16th May, 9.30 - her daughter moved it off the Thursday for "
                                               "her eye clinic. So you need the rollers back by Thursday night.")
finish(question, expected="Thursday 15th May", actual=reply)
