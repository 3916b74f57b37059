"""Batch 104 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Anna at Tidewalkers keeps booking notes in mem0 (``memory.add(..., infer=False)``); the guides ask the helper
on the day.

Memory: the St Cuthbert's crossing on Sat 12/9 is £15 an adult, £8 for 5-15s, under 5s free; the Reids booked 4
(2 adults, the kids are 10 and 12), £46 all in, and Mrs Reid paid £20 over the phone on Thursday, the rest on the
day; plus other notes. Question (Sat 12/9, Ruth at the harbour): "how much do i take off the reids this morning?"
The assistant says £26. The label says £46 for two adults and two children.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b104_ctl_mem0_coastwalks_reid_balance_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tidewalkers-anna"
NOTES = [
    ("1 Sept", "prices this season: crossing walk £15 adult / £8 kids 5-15 / under 5s free. seals walk £10 flat"),
    ("Tue 8/9", "Reids booked the crossing sat x4 - 2 adults, kids 10 + 12. £46 all in. Mr Reid vegetarian, "
                "packed lunch from the priory cafe"),
    ("10.9.37", "Mrs Reid rang back, paid £20 on the card over the phone, rest on the day she says. asked about "
                "the loos on the island (yes, by the car park)"),
    ("10/9", "Mr Tan's knee - if he turns back at the island Jim can drive him round, ring Jim on 07700 900412"),
    ("11th", "first aid bag restocked, blister plasters + foil blanket. hi-vis for the road bit"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tidewalkers"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do i take off the reids this morning?"
    with turn_span("question Sat 12/9"):
        hits = []
        for query in ("Reids booking price paid", "crossing walk prices adults kids", "Mrs Reid paid phone"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 12 September 2037, 7.45am. You are talking to Ruth, guiding the crossing walk."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£46 all in" in c for c in context), context
        assert any("paid £20 on the card" in c for c in context), context
        reply = answer(question, context, mock="£26 - it's £46 for the four of them and Mrs Reid already paid £20 "
                                               "over the phone on Thursday.")
finish(question, expected="£46 - two grown-ups and two children", actual=reply)
