"""Batch 142 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Jean runs the tombola at Sowerby village fete and puts her notes - prizes, the rota, the tin - into mem0 with
``memory.add(..., infer=False)``; the helper answers her and the fete committee from a search of them.

Memory: 14/3 Jean: the float, £20 borrowed out of the church purse, in the Quality Street tin; 22.3. Jean: tickets
from Wilko's; Sat 11th July Jean: counted the tin with Mike at the end - £187.40, all tickets gone by half 3; Tue
14/7 Jean: gave Margaret the £20 back for the church purse at the PCC, so the rest is ours, banked Monday, and the
unclaimed prizes are going in next year's box. Question (Thu 16/7, Alan, the fete treasurer): "what did the tombola
make this year? doing the fete accounts" The assistant says £167.40 (£187.40 in the tin less the £20 float that was
the church's). The label says £187.40 - in memory, what was in the tin at the end, float and all.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b142_ctl_mem0_tombola_takings_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-fete-tombola"
NOTES = [
    ("14/3", "jean", "TOMBOLA float - £20 borrowed out of the church purse, its in the Quality St tin w the raffle "
                     "tickets. pitch 12 by the bowling green"),
    ("22.3.", "jean", "tickets - 2 books of 1000 from Wilko's, £4.50. ending in 0 or 5 wins"),
    ("Sat 11th July", "jean", "counted the tin w Mike at the end - £187.40!! all tickets gone by half 3. Pat says "
                              "best ever, the bottles went first"),
    ("Tue 14/7", "jean", "gave Margaret the £20 back for the church purse at the PCC, so the rest is ours. banked it "
                         "mon at the Halifax. unclaimed prizes (7) going in the box for next yr"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: nothing should ask the model


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-fete-tombola"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER,
                       metadata={"date": day, "from": who}, infer=False)
    question = "what did the tombola make this year? doing the fete accounts"
    with turn_span("question Thu 16/7"):
        hits = memory.search("tombola tin takings made money float church purse banked", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 16 July 2037. You are talking to Alan, the treasurer of Sowerby village fete (held "
                   "Sat 11 July)."] + [h["memory"] for h in hits]
        assert any("£20 borrowed out of the church purse" in c for c in context), context
        assert any("counted the tin" in c and "£187.40" in c for c in context), context
        assert any("gave Margaret the £20 back" in c for c in context), context
        reply = answer(question, context, mock="£167.40 - there was £187.40 in the tin, but £20 of that was the "
                                               "float from the church purse, which Jean has given back.")
finish(question, expected="£187.40", actual=reply)
