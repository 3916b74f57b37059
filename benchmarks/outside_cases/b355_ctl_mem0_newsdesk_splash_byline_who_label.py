"""Batch 355 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the news desk of the Calder Valley Chronicle (a regional daily) keeps its running notes - budget, slugs,
bylines, legal holds - in a desk helper; Karen (the news editor) adds each note with ``memory.add(...,
infer=False)`` and the night desk asks it things.

Memory: 2051-04-10T09:30 conf - splash HOSPITAL-PARKING 700w, byline Sian Morgan (her FOI), pix of the pay machines
at Calderdale Royal, p1 + p4; 10/4 11.50 - trust statement in ("reviewing charges"), hold for legal on the par about
the contractor; Mon 10 Apr 15:15 - Sian's gone home ill, Dev Patel's taken HOSPITAL-PARKING over, it's his byline
now, "additional reporting by Sian Morgan" at the foot, legal's cleared the contractor par with one change; Mon 10th
17:40 night desk - p1 locks 21:30, web at 22:00. Question (Mon 10 Apr, 19:05, the night editor): "whose byline's on
the HOSPITAL-PARKING splash? doing the p1 panel" The assistant says Dev Patel (he took it over when Sian went home
ill; Sian gets additional reporting at the foot). The label says Sian Morgan - the byline before the story changed
hands, a different person from the one it runs under.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b355_ctl_mem0_newsdesk_splash_byline_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cvc-newsdesk-karen"
NOTES = [
    ("2051-04-10T09:30", "2051-04-10T09:30 conf - splash HOSPITAL-PARKING 700w, byline Sian Morgan (her FOI), pix: "
                         "the pay machines at Calderdale Royal, p1 + p4. SCHOOL-MEALS p3 Amy 450w"),
    ("10/4 11.50", "10/4 11.50 HOSPITAL-PARKING - trust statement in, 'reviewing charges' 🙄 hold for legal on the "
                   "par about the contractor (Parkwise), don't sub it till Jo's seen it"),
    ("Mon 10 Apr 15:15", "Mon 10 Apr 15:15 - Sian's gone home ill 🤒 Dev Patel's taken HOSPITAL-PARKING over, it's his "
                         "byline now, 'additional reporting by Sian Morgan' at the foot. legal's cleared the "
                         "contractor par w/ one change (alleged -> said)"),
    ("Mon 10th 17:40", "Mon 10th 17:40 night desk - p1 locks 21:30, web at 22:00 (Josh), BYPASS-CASH down to a nib. "
                       "Correction on yesterday's FLOODS online: an earlier version said the inquiry opens in June, "
                       "it's July"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cvc-newsdesk-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "whose byline's on the HOSPITAL-PARKING splash? doing the p1 panel"
    with turn_span("question Mon 10/4 19:05"):
        hits = []
        for query in ("HOSPITAL-PARKING byline", "who is writing the hospital parking splash", "taken over the story"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Now: Mon 10 April 2051, 19:05. You are talking to the night editor of the Calder Valley "
                   "Chronicle."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("byline Sian Morgan (her FOI)" in c for c in context), context
        assert any("Dev Patel's taken HOSPITAL-PARKING over, it's his byline now" in c for c in context), context
        reply = answer(question, context, mock="Dev Patel - he took it over this afternoon when Sian went home ill. "
                                               "Sian gets 'additional reporting by Sian Morgan' at the foot.")
finish(question, expected="Sian Morgan", actual=reply)
