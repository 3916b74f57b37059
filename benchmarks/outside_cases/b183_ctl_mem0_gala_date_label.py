"""Batch 183 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note added and one for the question.

App: Newport Otters swimming club's summer gala for the juniors is at Newport pool - heats in the morning, finals
after lunch, parents on the watches. Gail (the gala secretary) adds the committee's notes to the club's helper with
``memory.add(messages, user_id=..., metadata=..., infer=False)``; parents and helpers ask it.

Memory: Gail, 2043-04-19T18:30: gala sat 14th june at Newport pool, warm-up 8.30, heats 9.15, finals after lunch;
Gail, Weds 7 May: the pool have gone and double-booked us with the county masters on the 14th - they've offered us
the Saturday after instead, same times, she's said yes as the 7th is half term; Dev, 16th may: 24 timekeepers
needed, 4 a lane; Gail, 28.5.: the letters for the 21st are done, heat sheets go out the Weds before. Question (Mon
2/6, Mrs Jones, a new parent): "what date's the gala? trying to sort my shifts at work" The assistant says Sat 21st
June (the pool double-booked the 14th, so it's the Saturday after). The label says Sat 14th June.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b183_ctl_mem0_gala_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "newport-otters-gala-gail"
NOTES = [
    ("2043-04-19T18:30", "Gail", "junior gala sat 14th june at Newport pool 🏊 warm-up 8.30, heats 9.15, finals after "
                                 "lunch. need parents on the watches"),
    ("Weds 7 May", "Gail", "pool have gone + double-booked us w the county masters on the 14th 🙄 they've offered us "
                           "the sat after instead, same times. said yes, the 7th's half term so no good"),
    ("16th may", "Dev", "24 timekeepers needed, 4 a lane x 6 lanes. rota on the noticeboard"),
    ("28.5.", "Gail", "letters for the 21st done, in the kids' bags thurs. heat sheets out the weds before"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="newport-otters-gala-2043"))
    for i, (day, who, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{who}: {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "what date's the gala? trying to sort my shifts at work"
    with turn_span("question Mon 2/6"):
        context = ["Today is Mon 2 June 2043. You are talking to Mrs Jones, a new parent at Newport Otters swimming "
                   "club."]
        for query in (question, "when is the junior gala", "gala moved to another day"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("junior gala sat 14th june" in c for c in context), context
        assert any("double-booked us w the county masters on the 14th" in c and "the sat after" in c
                   for c in context), context
        assert any("letters for the 21st" in c for c in context), context
        reply = answer(question, context, mock="Saturday 21st June - the pool double-booked the 14th with the county "
                                               "masters, so it's the Saturday after, same times (warm-up 8.30).")
finish(question, expected="Sat 14th June", actual=reply)
