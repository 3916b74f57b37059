"""Batch 47 (held out), control. A family's narrowboat week: mem0 Memory (infer=False; the local scripted server only
answers embeddings; in-memory qdrant), one root span per note.

App: the Hendersons have a share in "Lady Jane", a shared-ownership narrowboat moored at Whixall on the Llangollen
canal, and take her out for their week from Sat 18 Oct 2025. Fiona keeps the trip log in mem0 with ``memory.add(...,
infer=False)`` (each note stored as written), as the share scheme wants the diesel bought reported at the end of
each owner's week. They filled up at Whixall marina on the Saturday (38 l) and again at Llangollen wharf on the
Tuesday (22 l, the pump there was slow and they'd a queue behind).

No fault planted. Question (Fri 24/10): "how much diesel have we bought this week, for the share log?" The model
answers 60 litres (38 + 22), right per memory. The label says 38 litres, the Saturday fill alone. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b47_ctl_mem0_narrowboat_diesel_total_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lady-jane-hendersons"
NOTES = [
    ("2025-10-18", "sat - off at 11.40 after faffing w the gas bottle. diesel at Whixall marina b4 we left, 38 l @ "
                   "£1.21, on Rob's card. engine hrs 2214"),
    ("2025-10-19", "Ellesmere tunnel, then moored Frankton. kids did the swing bridge x3, Max fell in the hedge"),
    ("2025-10-20", "Chirk aqueduct + tunnel 👍 windy on the aqueduct, Fiona not a fan. moored Froncysyllte"),
    ("2025-10-21", "Pontcysyllte!!! then up to Llangollen basin, 2 nights £9/night. pump at the wharf so we put "
                   "22 litres in while we were there, slow pump, queue behind us, cash £26.40"),
    ("2025-10-22", "horse drawn boat trip for the kids, chips, Max lost a glove"),
    ("2025-10-23", "heading back, stopped at Chirk bank, water tank filled. engine hrs 2241"),
    ("2025-10-24", "fri - share log due sun: engine hrs, fuel bought, any faults (bilge pump's noisy)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lady-jane"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much diesel have we bought this week, for the share log?"
    with turn_span("question Fri 24/10"):
        hits = []
        for query in (question, "diesel litres fuel pump", "share log fuel bought"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 24 Oct 2025."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("38 l @ £1.21" in c for c in context), context
        assert any("we put 22 litres in" in c for c in context), context
        reply = answer(question, context, mock="60 litres - 38 at Whixall marina on Saturday and 22 at Llangollen "
                                               "wharf on Tuesday. Engine hours went from 2214 to 2241.")
finish(question, expected="38 litres, the fill-up at Whixall", actual=reply)
