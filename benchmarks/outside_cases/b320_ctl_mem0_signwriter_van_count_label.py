"""Batch 320 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lister & Daughter Signs letter vans, paint shop fronts and do a bit of gilding. Lucy (the daughter, who runs the
bookings) puts her job notes into the workshop's helper with ``memory.add(..., infer=False)``; Ellie the apprentice
asks it what's on.

Memory: 2051-05-02T09:40 - Pennine Plumbing & Heating want their 5 vans lettering, both sides and back doors, navy
and orange on white, £590 a van, start w/c 15th; 8/5 - Shaun from Pennine rang, they've got shut of the old Transit
(the one with the dent), so it's 4 not 5, the rest as planned; Thu 11th May - Pennine proof signed off, logo on the
bonnets too, £20 a van extra; Sat 13/5 - Fattorini's ice cream van booked in w/c 22nd. Question (Sun 14/5, Ellie):
"how many vans are we doing for Pennine Plumbing this wk? need to know how many sets of back doors to mask up"
The assistant says 4 (5 booked, less the old Transit they've sold). The label says 5.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b320_ctl_mem0_signwriter_van_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lister-and-daughter-lucy"
NOTES = [
    ("2051-05-02T09:40", "2051-05-02T09:40 Pennine Plumbing & Heating 🚐 want all 5 of their vans lettering, both "
                         "sides + back doors, navy + orange on white. £590 a van, start w/c 15th, 1 van a day"),
    ("8/5", "8/5 Shaun from Pennine rang - they've got shut of the old Transit (the one w/ the dent) so it's 4 not 5, "
            "rest as planned. he'll bring them in 1 at a time, first one mon 8am"),
    ("Thu 11th May", "Thu 11th May Pennine proof signed off 👍 logo on the bonnets too, £20 a van extra. phone no. "
                     "in orange"),
    ("Sat 13/5", "Sat 13/5 Fattorini's ice cream van booked in w/c 22nd, pastel pink + mint 🍦"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lister-and-daughter-jobs"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how many vans are we doing for Pennine Plumbing this wk? need to know how many sets of back doors to "
                "mask up")
    with turn_span("question Sun 14/5"):
        hits = []
        for query in ("Pennine Plumbing vans", "how many vans to letter", "old Transit sold"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 14 May 2051. You are talking to Ellie, the apprentice at Lister & Daughter Signs."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("want all 5 of their vans lettering" in c for c in context), context
        assert any("they've got shut of the old Transit" in c and "so it's 4 not 5" in c for c in context), context
        reply = answer(f"(Ellie) {question}", context,
                       mock="4 - they booked 5, but they've sold the old Transit, so mask up 4 sets of back doors. "
                            "First one's in Monday at 8.")
finish(question, expected="5", actual=reply)
