"""Batch 71 (held out), control. A retired couple's cruise: mem0 Memory (infer=False, each message stored as it is;
in-memory qdrant; the local scripted server only for embeddings), search, one root span per note.

App: Maureen keeps notes on their Adriatic cruise (Venice, sailed Sat 6 Sept 2031) in mem0 so that she can ask
about them on board. Before sailing they booked four excursions through the ship (Kotor, Dubrovnik, Corfu, Split);
then on the first day at sea Maureen went to the excursions desk and got their money back for Corfu, because
Kath, who lives there, will meet them off the ship and show them round herself. Three ship excursions are left.

No fault planted. Question (Sun 7/9, Keith): "how many trips have we got booked with the ship now?" The model
answers three, right per memory. The label says four, the number booked before sailing. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b71_ctl_mem0_cruise_excursion_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "maureen-and-keith"
NOTES = [
    ("2031-07-02", "booked 4 ship excursions on the website: Kotor bay boat trip, Dubrovnik walls walk, Corfu old town "
                   "+ Achilleion, Split + Diocletian's palace. £612 the lot for the 2 of us, on the Visa"),
    ("Aug 14", "cabin 8142, deck 8 port side, balcony. Keith wants the port side for the sunsets going down the coast"),
    ("6/9/31", "tips are $16pp a night, goes on the onboard account on its own. Keith says cash for the steward as well"),
    ("Sun 7th", "rang Kath in Corfu!! she'll meet us off the ship + show us round herself, knows everyone. so I went "
                "down to the excursions desk + got our money back for the Corfu one, £148 back on the card in 5 days"),
    ("7.9 pm", "dinner 2nd sitting 8.30, table 41, nice couple from Derby (Pat + Graham)"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cruise-notes"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many trips have we got booked with the ship now?"
    with turn_span("question Sun 7/9"):
        hits = []
        for query in ("ship excursions booked", "Corfu excursion money back", "trips with the ship"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 7 September 2031, evening. You are talking to Keith."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("booked 4 ship excursions" in c for c in context), context
        assert any("got our money back for the Corfu one" in c for c in context), context
        reply = answer(question, context, mock="Three - Kotor bay boat trip, the Dubrovnik walls walk and Split. "
                                               "Corfu you're doing with Kath.")
finish(question, expected="four excursions", actual=reply)
