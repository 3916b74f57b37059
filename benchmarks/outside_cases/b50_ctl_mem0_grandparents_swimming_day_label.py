"""Batch 50 (held out), control. Grandparents' childcare notes: mem0 Memory (infer=False, so each note is stored as
written; embeddings from a scripted OpenAI-compatible server; in-memory qdrant), one root span per note.

App: Nana Pat keeps notes about the grandchildren (Maisie 8, Ellis 6) in an assistant on her phone; each note goes
in with ``memory.add(..., infer=False)`` and the assistant answers from a search. Maisie's swimming lessons are on
Tuesdays at 5.15 at the leisure centre. In late February Sarah (their mum) passed on that the leisure centre pool
is closed for retiling until after Easter, and the swimming club is using the school pool in Ledbury on Thursdays
at 4.45 meanwhile, same teacher.

No fault planted. Question (Sun 8/3): "what day is Maisie's swimming this week?" The model answers Thursday (4.45 at
the school pool in Ledbury), right per memory. The label says Tuesday at 5.15, the usual slot. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b50_ctl_mem0_grandparents_swimming_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nana-pat"
NOTES = [
    ("2026-01-06", "Maisie swimming tues 5.15-5.45 at the leisure centre, stage 4 now, £6.80 a go paid termly, "
                   "bring a £1 for the locker"),
    ("2026-01-09", "Ellis - Beavers fri 6-7.15 Scout hut, Sarah picks up. he needs his woggle!!"),
    ("2026-01-20", "school runs: me mon + fri mornings, Alan tues + weds afternoons 3.15, Sarah thurs"),
    ("2026-02-02", "Maisie got her 50m badge, sew it on the costume bag not the costume (she says)"),
    ("2026-02-24", "Sarah says the leisure centre pool's shut for retiling till after Easter - the swim club are "
                   "using the school pool in Ledbury on thursdays 4.45 meanwhile, Miss Price still teaching. "
                   "parking's rubbish there, go early"),
    ("2026-03-01", "Ellis tooth wobbly (bottom front), tooth fairy rate is £1 in this house apparently"),
    ("28/2/26", "Alan's car in for a service thurs 5th so I'm doing his run that day"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nana-pat"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day is Maisie's swimming this week?"
    with turn_span("question Sun 8/3"):
        hits = memory.search(question, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 8 March 2026."] + [h["memory"] for h in hits]
        assert any("tues 5.15-5.45 at the leisure centre" in c for c in context), context
        assert any("school pool in Ledbury on thursdays 4.45" in c for c in context), context
        reply = answer(question, context, mock="Thursday - 4.45 at the school pool in Ledbury while the leisure "
                                               "centre's being retiled. Get there early for parking.")
finish(question, expected="Tuesday, 5.15 at the leisure centre", actual=reply)
