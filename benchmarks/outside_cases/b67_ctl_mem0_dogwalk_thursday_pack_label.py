"""Batch 67 (held out), control. A dog-walking business's rota: mem0 Memory (infer=False, so each note is stored as
written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Kirsty of "Muddy Paws" keeps her walk rota and client news in mem0 with ``memory.add(..., infer=False)`` and
asks from a search. The Thursday pack walk on Minchinhampton common is Bramble (lab), Otto (sausage-dog cross) and Pip
(whippet). For June, Pip's mum is working from home and is taking him out herself at lunch, so there's no Pip till
July (she's still paying the retainer).

No fault planted. Question (Wed 13/6, Callum, covering the round): "which dogs am I taking on tomorrow's common
walk?" The model answers Bramble and Otto, right per memory. The label says all three, with Pip. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b67_ctl_mem0_dogwalk_thursday_pack_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws"
NOTES = [
    ("2029-04-02", "thurs pack walk on the common from april: Bramble (lab, the greedy one), Otto (sausage x, short "
                   "legs so go round by the ponds not the quarry) + Pip (whippet). pick up 10, 10.10, 10.20, back by "
                   "12"),
    ("May 3rd", "Otto's nails need doing, told his dad. he's booking the groomer"),
    ("2029-05-28", "Pip's mum working from home all of June - says she'll take him out herself at lunch, it gets her "
                   "away from the laptop. so no Pip thurs till July. still paying the retainer, bless her"),
    ("1/6", "Bramble rolled in fox poo on the common AGAIN. shampoo in the van"),
    ("7.6.29", "common's cattle are out from this wk - leads on past the cattle grid, Otto barks at them"),
    ("June 10", "Callum - thurs walk is the common one, car park by the golf club, the van's fine on the verge"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws-rota"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which dogs am I taking on tomorrow's common walk?"
    with turn_span("question Wed 13/6"):
        hits = memory.search("thursday pack walk common dogs Bramble Otto Pip June", top_k=20,
                             threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 13 June 2029. You are talking to Callum, who is covering Kirsty's round this week."] + \
                  [h["memory"] for h in hits]
        assert any("Bramble (lab" in c and "Pip (whippet)" in c for c in context), context
        assert any("no Pip thurs till July" in c for c in context), context
        reply = answer(question, context, mock="Just Bramble and Otto - Pip's mum is walking him herself at lunch "
                                               "for June. Leads on past the cattle grid.")
finish(question, expected="Bramble, Otto and Pip - the usual three", actual=reply)
