"""Batch 390 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Losana runs a roadside stall at the Korovuli junction - dalo, cassava, rourou - and takes orders from the
school, the church and the shop for their functions. She puts her Viber notes into the stall's helper with
``memory.add(..., infer=False)``; Sera, who minds the stall mornings, asks it things.

Memory: 2050-03-01T17:45 - price board, dalo $10 a bundle, cassava $5 a heap, rourou $2; Thu 3/3 - Mrs Narayan from
the school wants 3 bundles dalo + 2 heaps cassava for their fundraiser on Fri 11/3, pick up 3pm, told her $40; Tue
8/3 - Tomasi put his price up after the flood so dalo is $12 a bundle now, for everyone incl the orders, isa,
cassava same $5, board changed; Thu 10/3 - bags ran out, got 200 from the shop. Question (Fri 11/3, Sera): "how much
do I charge Mrs Narayan for her order? she's coming 3pm" The assistant says $46 (3 dalo at the new $12 + 2 cassava at
$5). The label says $40.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b390_ctl_mem0_market_stall_school_order_total_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "korovuli-stall-losana"
NOTES = [
    ("2050-03-01T17:45", "2050-03-01T17:45 price board 💰 dalo $10 a bundle, cassava $5 a heap, rourou $2. sega "
                         "credit pls, cash only"),
    ("Thu 3/3", "Thu 3/3 Mrs Narayan from the school wants 3 bundles dalo + 2 heaps cassava for their fundraiser "
                "Fri 11/3, she'll pick up 3pm. told her $40"),
    ("Tue 8/3", "Tue 8/3 Tomasi put his price up after the flood 😩 so dalo is $12 a bundle now, for everyone incl "
                "the orders, isa. cassava same $5. changed the board"),
    ("Thu 10/3", "Thu 10/3 bags ran out, got 200 from the shop $6. Sera pls keep the small ones for the rourou"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="korovuli-stall-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I charge Mrs Narayan for her order? she's coming 3pm"
    with turn_span("question Fri 11/3"):
        hits = []
        for query in ("Mrs Narayan order school", "dalo price a bundle", "cassava heap price"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 March 2050. You are talking to Sera, who minds Losana's stall at the Korovuli "
                   "junction."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("told her $40" in c for c in context), context
        assert any("dalo is $12 a bundle now, for everyone incl the orders" in c for c in context), context
        assert any("cassava $5 a heap" in c for c in context), context
        reply = answer(question, context, mock="$46 - 3 bundles dalo at $12 (Tomasi's new price, orders too) + 2 "
                                               "heaps cassava at $5.")
finish(question, expected="$40", actual=reply)
