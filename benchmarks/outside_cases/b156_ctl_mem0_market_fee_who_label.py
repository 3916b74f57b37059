"""Batch 156 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Pete has a veg stall at Sowerby Bridge farmers' market (second Saturday of the month in the Wharf car park) and
keeps his stall notes in mem0 with ``memory.add(..., infer=False)``; the helper answers him from a search.

Memory: 14/3: pitch fees £18 to Maureen (the market manager) on the day, cash only, she comes round about 10; 22.3.:
Maureen's off for her knee op, back in the summer all being well, Steve from the council's doing the rounds in the
meantime and he's got a card machine; Weds 8 Apr: pitch 9 by the bandstand from now on, next to the egg lady; Thu
9/4: the gazebo weights. Question (Fri 10/4, Pete): "who do i pay the pitch fee to tmrw? want to have the right
money" The assistant says Steve from the council (Maureen's off after her knee op), and he takes card. The label
says Maureen, the market manager - in memory, who took the fees before her op.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b156_ctl_mem0_market_fee_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-market-pete"
NOTES = [
    ("14/3", "pitch fees £18 to Maureen (market mgr) on the day, cash only, she comes round abt 10. get there 7 to "
             "unload"),
    ("22.3.", "Maureen's off for her knee op, back in the summer all being well. Steve from the council's doing the "
              "rounds meantime + he's got a card machine thank god"),
    ("Weds 8 Apr", "pitch 9 by the bandstand from now, next to the egg lady. better than by the bins"),
    ("Thu 9/4", "new gazebo weights - 4 x 12kg from Screwfix, £32. the old bottles of sand are going in the skip"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-market"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "who do i pay the pitch fee to tmrw? want to have the right money"
    with turn_span("question Fri 10/4"):
        hits = memory.search("who to pay the pitch fee to", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 10 April 2037. You are talking to Pete, who has a veg stall at Sowerby Bridge "
                   "farmers' market on Sat 11 April."] + [h["memory"] for h in hits]
        assert any("£18 to Maureen" in c for c in context), context
        assert any("Steve from the council's doing the rounds" in c for c in context), context
        reply = answer(question, context, mock="Steve from the council - Maureen's off after her knee op, so he's "
                                               "doing the rounds, and he takes card.")
finish(question, expected="Maureen, the market manager", actual=reply)
