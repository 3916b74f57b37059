"""Batch 83 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, one root span per note.

App: Amy keeps the family's Christmas notes in mem0 (``memory.add(..., infer=False)``) and asks the assistant
about them; the answer comes from a few searches.

Memory: Christmas is at Gran's in Carlisle this year; Dad keeps saying they'll go up on Tue 23rd, but a later note
says he's on earlies at the depot right up to Christmas Eve dinnertime, so it's Wed 24th as soon as he's in,
about 1, car packed the night before. The assistant says Wednesday the 24th, about 1pm. The label gives Tuesday
the 23rd.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b83_ctl_mem0_xmas_drive_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "amy-family"
NOTES = [
    ("2031-10-26", "xmas this yr is Gran's turn - Carlisle. Dad keeps saying we'll go up tues 23rd + come back the "
                   "27th, Gran's thrilled, she's already bought a turkey the size of a small dog"),
    ("Nov 2", "Auntie Bev + the twins going to Gran's on boxing day only, staying at the Travelodge"),
    ("14/11/31", "presents budget £30 a head for the grown ups, secret santa for the cousins (£15)"),
    ("29 Nov", "Dad's rota's out - he's on earlies at the depot right up to xmas eve dinner time, so we're going "
               "up wed 24th as soon as he's in, about 1. car packed the night before. 2h45 w a stop at Tebay"),
    ("3.12", "Gran says bring the dog, she's got the back bedroom ready for me + Sam, Mum + Dad in the front"),
    ("Dec 8th", "need: Gran's present (the jigsaw), dog food for 4 days, Sam's inhaler!!"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: no extraction call is made


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="amy-family"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day are we driving up to Gran's?"
    with turn_span("question Wed 10/12"):
        hits = []
        for query in ("driving up to Gran's Carlisle day", "Dad's shifts rota", "Christmas travel"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 10 December 2031. You are talking to Amy."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("go up tues 23rd" in c for c in context), context
        assert any("going up wed 24th" in c for c in context), context
        reply = answer(question, context, mock="Wednesday the 24th - you'll set off about 1 once your dad's back from "
                                               "his early shift, car packed the night before.")
finish(question, expected="Tue 23rd", actual=reply)
