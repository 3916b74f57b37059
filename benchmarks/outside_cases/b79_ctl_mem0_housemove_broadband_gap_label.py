"""Batch 79 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw messages; a
scripted OpenAI-compatible server for the embeddings; in-process qdrant), search, one root span per note.

App: Funmi keeps the house move's loose ends in mem0 (``memory.add(..., infer=False)``, one note at a time); the app
searches it to answer.

Memory: Virgin at Harlow Rd goes off on completion day, Fri 26/9; the new line at Beech Close is in with the
engineer on Thu 2/10 (8-1). Virgin's man on the phone said their usual lead time is up to 14 days but a slot came
up for the 2nd. The assistant says about six days, Friday to the Thursday after. The label gives the fortnight,
which was only the usual lead time.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b79_ctl_mem0_housemove_broadband_gap_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "okonjo-reid"
NOTES = [
    ("14/9", "rang Virgin re moving - old line at Harlow Rd stops on completion, fri 26th. bloke said new installs "
             "are normally up to 14 days lead time but he found a slot, engineer thurs 2/10 8-1 at Beech Cl. "
             "phew"),
    ("15th Sept", "Tayo's exams start 6/10, he'll need the wifi for revision, phone hotspot till then (20GB "
                  "on Dele's plan)"),
    ("16.9", "Octopus - gas + elec moved over, readings on the day, final bill to Beech Cl"),
    ("2032-09-18", "Royal Mail redirect 3 months £38.50, starts 25th"),
    ("19/9", "Dele WFH mon 29th + tues 30th - can he go to the library or Mum's for the wifi? ask Mum"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="okonjo-reid"))
    for day, note in NOTES:
        with turn_span(f"note {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long are we going to be without broadband?"
    with turn_span("question Mon 22/9"):
        hits = memory.search("broadband internet wifi line engineer install move", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 22 September 2032. You are talking to Funmi."] + [h["memory"] for h in hits]
        assert any("engineer thurs 2/10 8-1" in c and "up to 14 days" in c for c in context), context
        reply = answer(question, context, mock="About six days - the Harlow Rd line stops on Friday 26th and the "
                                               "engineer comes to Beech Close on Thursday 2 October, 8 till 1.")
finish(question, expected="a fortnight, that's Virgin's lead time", actual=reply)
