"""Batch 112 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Helen at Longacre Farm keeps her PYO field notes in mem0 (``memory.add(..., infer=False)``) and the helper
answers the Saturday staff from a search.

Memory: strawberries in F2 and F5 this wknd, raspberries in F7 from Sat; F4's strawberries were flattened by
Tuesday's hail, "nothing worth sending anyone up there for till the second flush, mid july maybe". Question (Fri
26/6, Ellie on the weighing table): "which fields are we sending people to tmrw?" The assistant says F2, F5 and F7.
The label says F2, F4 and F5 - F4 is in memory, but as the field nobody should be sent to.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b112_ctl_mem0_farm_open_fields_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "longacre-pyo"
NOTES = [
    ("20/6", "strawbs this wknd F2 + F5, F4 next wk when the elsanta's ready. signs for the car park pls Jim"),
    ("Tue 23rd", "hail at 3ish!! F4 flattened, nothing worth sending anyone up there for till the 2nd flush, mid "
                 "july maybe. F2 + F5 fine, they're under the tunnels"),
    ("24.6", "rasps in F7 ready from sat, the autumn ones by the hedge aren't - rope them off"),
    ("25/6", "gate money weds £412, card machine went down twice, Tom has the spare"),
    ("25/6 pm", "gooseberries nearly done, leave the sign up 1 more wknd"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="longacre-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which fields are we sending people to tmrw?"
    with turn_span("question Fri 26/6"):
        hits = []
        for query in ("which fields open for picking this weekend", "strawbs F2 F4 F5 hail flattened",
                      "rasps raspberries field ready sat"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 26 June 2037. You are talking to Ellie, on the weighing table."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("F4 flattened" in c for c in context), context
        assert any("rasps in F7" in c for c in context), context
        assert any("strawbs this wknd F2 + F5" in c for c in context), context
        reply = answer(question, context, mock="F2 and F5 for strawberries (under the tunnels) and F7 for "
                                               "raspberries. Keep people off F4.")
finish(question, expected="F2, F4 and F5 for strawbs", actual=reply)
