"""Batch 72 (held out), control. A dog groomer's diary: mem0 Memory (infer=False, the notes stored as written; the
local embedding server; in-memory qdrant), one root span per note.

App: Kerry at Muddy Paws keeps her diary notes in mem0 as written (``infer=False``) and asks the assistant before a
booking what to charge. Mr Singh's two dogs (Milo, a toy poodle, and Rolo, a springer) had full grooms in February
for £86 the pair (£38 + £48). When he booked them in every six weeks from now on, Kerry told him she'd knock a tenner
off whenever he brings both together: £76.

No fault planted. Question (Wed 19/3, Kerry): "what do I charge Mr Singh for the two of them tomorrow?" The model
answers £76, right per memory. The label says £86, what he paid last time. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b72_ctl_mem0_groomer_singh_pair_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws"
NOTES = [
    ("2031-01-06", "prices from jan: full groom small £38, medium £48, large £60+. bath + tidy £25. nails £8 on "
                   "their own, free w a groom"),
    ("11/2", "Milo + Rolo (Mr Singh, Woodchester) both full grooms, £86 all in, paid card. Rolo's a wriggler, "
             "2 of us next time if poss"),
    ("Feb 18", "Bex can do 2 sats a month from March, £12/hr cash"),
    ("2031-03-03", "Mr Singh rang - wants Milo + Rolo every 6 wks from now, thurs mornings suit him. told him as "
                   "he's bringing both regular I'll knock a tenner off when they come in together, he was chuffed"),
    ("7.3", "Rolo's booked w Milo thurs 20/3 9am, Bex in to hold him. Mr S says Milo's got a sore ear, go easy"),
    ("14/3", "Pepper (westie) nails only, didn't charge, she was in for 5 min"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws-prices"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what do I charge Mr Singh for the two of them tomorrow?"
    with turn_span("question Wed 19/3"):
        hits = []
        for query in ("Mr Singh Milo Rolo price charge both", "prices full groom small medium large"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 19 March 2031. You are talking to Kerry, who runs Muddy Paws."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£86 all in" in c for c in context), context
        assert any("knock a tenner off" in c for c in context), context
        assert any("medium £48" in c for c in context), context
        reply = answer(question, context, mock="£76 - that's £38 for Milo and £48 for Rolo, less the tenner you "
                                               "said you'd take off when he brings both.")
finish(question, expected="£86, same as he paid last time", actual=reply)
