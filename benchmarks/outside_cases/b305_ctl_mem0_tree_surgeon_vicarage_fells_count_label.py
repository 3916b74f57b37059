"""Batch 305 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Calder Arb (Dave, the owner, with Ryan, Liam and Josh) keep their job notes in the firm's helper with
``memory.add(..., infer=False)``; the lads ask it about the week's jobs.

Memory: 2051-06-05T16:20 - quote for Mrs Hartley at the Old Vicarage: fell the 5 leylandii along the back fence and
the silver birch by the pond, grind the stumps, £2,300 + VAT, "6 trees, 2 days"; Fri 16 June - Mrs H accepted,
booked w/c 10th July, chipper and grinder; 3/7 - Mrs Hartley rang, she's changed her mind on the birch, the blue
tits are nesting in it and she'd rather keep it for the birds, so crown clean it instead and knock £300 off; Sat 8th
July - Liam's back on the rota, new chainsaw trousers came. Question (Sun 9/7, Ryan): "how many trees are we felling
at the Old Vicarage tmrw? sorting the ratchet straps + how many trips w/ the trailer" The assistant says 5 - the
leylandii; the birch is only getting a crown clean now. The label says 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b305_ctl_mem0_tree_surgeon_vicarage_fells_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-arb-jobs"
NOTES = [
    ("2051-06-05T16:20", "2051-06-05T16:20 quote - Mrs Hartley, the Old Vicarage 🌲 fell the 5 leylandii along the "
                         "back fence + the silver birch by the pond, grind all stumps, £2,300 + VAT. 6 trees, 2 days"),
    ("Fri 16 June", "Fri 16 June Mrs H accepted 👍 booked w/c 10th july, chipper + grinder, park on the gravel by "
                    "the church"),
    ("3/7", "3/7 Mrs Hartley rang - she's changed her mind on the birch, the blue tits are nesting in it + she'd "
            "rather keep it for the birds 🐦 so crown clean it instead, knock £300 off"),
    ("Sat 8th July", "Sat 8th July Liam's back on the rota from mon, new chainsaw trousers came (finally)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-arb-jobs-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many trees are we felling at the Old Vicarage tmrw? sorting the ratchet straps + how many trips w/ " \
               "the trailer"
    with turn_span("question Sun 9/7"):
        hits = []
        for query in ("Old Vicarage trees to fell", "Mrs Hartley job", "birch changed her mind"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 9 July 2051. You are talking to Ryan, who works for Calder Arb (tree surgeons)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("the 5 leylandii" in c and "6 trees, 2 days" in c for c in context), context
        assert any("changed her mind on the birch" in c and "crown clean it instead" in c for c in context), context
        reply = answer(question, context, mock="5 - the leylandii along the back fence. The birch is staying (the "
                                               "blue tits are nesting), it's just a crown clean now.")
finish(question, expected="6", actual=reply)
