"""Batch 313 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Walt Crossley repairs clocks from a workshop behind his house in Sowerby Bridge - mantel clocks, wall clocks,
the odd longcase movement brought in on its own. Finished clocks go on the collection shelf with a ticket until the
customer comes for them. Walt puts his notes into his helper with ``memory.add(..., infer=False)``.

Memory: 2050-11-07T17:30 - shelf count, 9 done and waiting collection, tickets on all, rang everyone bar the Ogdens;
Weds 9 Nov - Mrs Hartley came for her mantel clock and the Pearsons picked the carriage clock up this morning, both
paid cash; Thu 10/11 - the Walsh cuckoo's finished, on the shelf, collecting Saturday; Fri 11th - Cousins order in,
shop shut Wednesday afternoons from next week. Question (Sat 12/11, Walt): "how many are on the collection shelf
now? need to know if I've room for the Ackroyd longcase movement" The assistant says 8 (9, less Mrs Hartley's and
the Pearsons', plus the Walsh cuckoo). The label says 9.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b313_ctl_mem0_clock_repairer_collection_shelf_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crossley-clocks-walt"
NOTES = [
    ("2050-11-07T17:30", "2050-11-07T17:30 shelf count 🕰️ 9 done + waiting collection, tickets on all. rang everyone "
                         "bar the Ogdens (no answer, try again weds)"),
    ("Weds 9 Nov", "Weds 9 Nov Mrs Hartley came for her mantel clock 🙂 + the Pearsons picked the carriage clock up "
                   "this morning, both paid cash. she brought me a cake!!"),
    ("Thu 10/11", "Thu 10/11 the Walsh cuckoo's finished (new bellows both sides), on the shelf, rang them, "
                  "collecting sat"),
    ("Fri 11th", "Fri 11th - Cousins order in, bushes + oil + 2 suspension springs. shop shut weds pm from next wk"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crossley-clocks-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many are on the collection shelf now? need to know if I've room for the Ackroyd longcase movement"
    with turn_span("question Sat 12/11"):
        hits = []
        for query in ("clocks waiting collection shelf", "picked up collected", "finished on the shelf"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 12 November 2050. You are talking to Walt, who repairs clocks at Crossley's in "
                   "Sowerby Bridge."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 done + waiting collection" in c for c in context), context
        assert any("Mrs Hartley came for her mantel clock" in c and "the Pearsons picked" in c
                   for c in context), context
        assert any("the Walsh cuckoo's finished" in c and "on the shelf" in c for c in context), context
        reply = answer(question, context, mock="8 - the 9 you counted on Monday, less Mrs Hartley's and the "
                                               "Pearsons', plus the Walsh cuckoo.")
finish(question, expected="9", actual=reply)
