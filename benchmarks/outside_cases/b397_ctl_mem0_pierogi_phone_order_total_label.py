"""Batch 397 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the pierogi committee of St. Bronislava parish in Chicago take Wigilia 2050 pre-orders at $14 a dozen, on the
paper forms or by phone to the rectory (plebania). Pani Basia (the chair) puts the phone orders into the committee's
helper with ``memory.add(..., infer=False)``; at pick-up the table asks it what people owe.

Memory: 2050-11-08T10:40 - phone order, pani Wanda Lis: 3 dz ruskie + 2 dz kapusta, $14/dz = $70, pays at pick-up;
11/15 - pani Wanda called back, add 1 dz z serem for the grandkids from the suburbs, she says they eat them like
candy; Mon 11/21 - pani Wanda's son Marek is picking up, black pickup truck, she can't do the stairs; Tue 12/13 -
labels printed, 468 dz. Question (Sun 12/18, pan Tadek at the pick-up table): "how much is pani Wanda Lis's order?
her son's here picking up + wants to know what to write the check for" The assistant says $84 (6 dozen at $14: 3
ruskie, 2 kapusta and the dozen z serem she added). The label says $70.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b397_ctl_mem0_pierogi_phone_order_total_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-bronislava-pierogi-orders"
NOTES = [
    ("2050-11-08T10:40", "2050-11-08T10:40 phone order 📞 pani Wanda Lis - 3 dz ruskie + 2 dz kapusta, $14/dz = $70, "
                         "pays at pick-up, check"),
    ("11/15", "11/15 pani Wanda called back - add 1 dz z serem for the grandkids from the suburbs, she says they eat "
              "them like candy 😂"),
    ("Mon 11/21", "Mon 11/21 pani Wanda's son Marek is picking up for her, black pickup truck, she can't do the "
                  "stairs to the sala anymore"),
    ("Tue 12/13", "Tue 12/13 labels printed for all the orders, 468 dz total, phone orders in the blue folder"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-bronislava-orders-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how much is pani Wanda Lis's order? her son's here picking up + wants to know what to write the "
                "check for")
    with turn_span("question Sun 12/18"):
        hits = []
        for query in ("pani Wanda Lis order", "Wanda called back add", "phone order total"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 12/18/2050, pierogi pick-up day. You are talking to pan Tadek at St. Bronislava's "
                   "pick-up table."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("3 dz ruskie + 2 dz kapusta, $14/dz = $70" in c for c in context), context
        assert any("add 1 dz z serem" in c for c in context), context
        reply = answer(question, context, mock="$84 - 6 dozen at $14: the 3 ruskie and 2 kapusta, plus the dozen z "
                                               "serem she added when she called back.")
finish(question, expected="$70", actual=reply)
