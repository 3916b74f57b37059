"""Batch 111 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Linda at Hadley Stores keeps her paper-bill notes in mem0 under the shop's user id and asks the helper.

Memory: Jan bills out - Mr Fenwick (22 Elm Rd) £23.40 for January; his Feb bill £21.80 (one fewer Saturday, he
was away); then on Sat 27/2 "Mr F came in w a twenty + the rest in coppers, sorted jan. feb's still to come"; plus
other notes. Question (Wed 3/3/38, Linda): "how much is mr fenwick owing us now?" The assistant says £21.80, for
February. The label says £23.40 (January's bill, which he has paid).

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b111_ctl_mem0_paper_bill_owed_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hadley-papers"
NOTES = [
    "31/1 bills out. Mr Fenwick 22 Elm Rd £23.40 for jan (mail + sun express + 2 puzzle mags). Mrs Kaur pd already",
    "Fenwick's feb one = £21.80, 1 less sat as he was at his sisters in Whitby",
    "Sat 27/2 Mr F came in w a twenty + the rest in coppers, sorted jan. feb's still to come he says",
    "round 2 bags need new straps, Kyle's is held on w tape",
    "Mrs Kaur's Observer added sundays from 7/2, £3.20 extra",
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hadley-bills"))
    for i, note in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False)
    question = "how much is mr fenwick owing us now?"
    with turn_span("question Wed 3/3"):
        hits = memory.search("Mr Fenwick bill owing paid", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Wed 3 March 2038. You are talking to Linda, who runs the papers."]
        context += [h["memory"] for h in hits]
        assert any("£23.40 for jan" in c for c in context), context
        assert any("sorted jan" in c for c in context) and any("£21.80" in c for c in context), context
        reply = answer(question, context, mock="£21.80 - that's February's. He settled January's on Saturday.")
finish(question, expected="£23.40", actual=reply)
