"""Batch 118 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; a scripted OpenAI-compatible server only to satisfy the config; in-memory qdrant), one root span per note.

App: Nell at Stem & Petal (wedding florist) stores her order and venue notes verbatim in mem0; Jas, who does the
deliveries, asks the shop helper what to take where and who to see.

Memory: the 14/3 note has the Greenwood/Shah wedding (sat 19th sept, the barn at Lowfold) and Becky, the venue's
wedding coordinator, taking the flowers in from 10; a note of Weds 8 Apr says Becky's off on maternity leave from
August - lovely news - and Tom, the events manager, is looking after her couples, so ring him about the drop, his
mobile's on the booking form. Question (Fri 18/9, Jas): "who do i hand the greenwood flowers over to at lowfold
tmrw?" The assistant says Tom, the events manager (Becky's on maternity leave). The label says Becky, the wedding
coordinator - in memory, but she's off by then.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b118_ctl_mem0_florist_lowfold_handover_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stemandpetal-nell"
NOTES = [
    ("14/3", "Greenwood/Shah - sat 19th sept, the barn at Lowfold. 12 table centres in jam jars + gyp, arch at the end "
             "of the aisle. Becky (wedding coordinator) takes the flowers in from 10, back door by the kitchens"),
    ("22.3.", "Greenwood/Shah deposit £150 in. they're doing their own buttonholes, his aunt's making them"),
    ("Weds 8 Apr", "Lowfold - Becky's off on maternity from August!! lovely news. Tom the events manager is looking "
                   "after her couples so ring him re the drop, his mob's on the booking form"),
    ("16th may", "jam jars - 40 from the Freecycle lady, in the shed. gyp order for sept goes to the Dutch van mon "
                 "before, comes tues 7.30ish"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stemandpetal-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who do i hand the greenwood flowers over to at lowfold tmrw?"
    with turn_span("question Fri 18/9"):
        context = ["Today is Fri 18 September 2037. You are talking to Jas, who does Stem & Petal's deliveries."]
        for query in ("Lowfold barn flowers delivery contact", "Greenwood Shah wedding who takes the flowers"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("Becky (wedding coordinator) takes the flowers in" in c for c in context), context
        assert any("Tom the events manager is looking after her couples" in c for c in context), context
        reply = answer(question, context, mock="Tom, the events manager at Lowfold - Becky's on maternity leave, so "
                                               "he's looking after her couples. His mobile's on the booking form.")
finish(question, expected="Becky, the wedding coordinator", actual=reply)
