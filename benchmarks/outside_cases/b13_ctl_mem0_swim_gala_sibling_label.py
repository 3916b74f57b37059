"""Batch 13 (held out), CONTROL: no fault. Swimming club parent's assistant: mem0 Memory (infer=False, memories stored
as written; the scripted local server only provides embeddings), one root span per turn.

App: a parent forwards the club's gala emails and her own notes to ``memory.add(..., user_id="parent-garcia",
infer=False)``; later she asks and the assistant answers from ``memory.search`` with litellm.

Memory: the gala entry email "Sat 7 Mar, Kingsway pool: Isla G. - 50m backstroke, heat 3, lane 5; Finn G. - 100m
freestyle, heat 6, lane 2. Warm-up 8:15, doors 7:45." and other notes. Question: "Which heat is Finn swimming in on
Saturday?" The assistant answers "Heat 6 (lane 2), 100m freestyle" -- right per memory.

The label is wrong: the annotator wrote "heat 3", which is Isla's heat (his sister, in the same email line), not
Finn's. Expected verdict: AnnotationError (memory and the answer are right; the gold label is another swimmer's
value). No fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b13_ctl_mem0_swim_gala_sibling_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server: embeddings)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "parent-garcia"
NOTES = [
    "Club email 24/2: Gala entries confirmed for Sat 7 Mar, Kingsway pool: Isla G. - 50m backstroke, heat 3, lane 5; "
    "Finn G. - 100m freestyle, heat 6, lane 2. Warm-up 8:15, doors 7:45.",
    "Me: Finn's goggles strap snapped at training - buy new ones (the tinted Speedo ones) before Saturday.",
    "Club email 1/3: poolside helpers needed for the gala, 2 per family; parking at Kingsway is pay & display, "
    "GBP 4 all day.",
    "Me: Isla wants to try the 100m back at the next gala (April), ask coach Deb.",
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="swim"))
    for i, note in enumerate(NOTES, 1):
        with turn_span(f"turn-{i} note"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False)
    question = "Which heat is Finn swimming in on Saturday?"
    with turn_span("turn-5 question"):
        hits = memory.search(question, top_k=4, filters={"user_id": USER})["results"]
        context = [h["memory"] for h in hits]
        assert any("Finn G. - 100m freestyle, heat 6" in c for c in context), context
        reply = answer(question, context, mock="Finn is in heat 6 (lane 2) for the 100m freestyle on Saturday.")
finish(question, expected="heat 3", actual=reply)
