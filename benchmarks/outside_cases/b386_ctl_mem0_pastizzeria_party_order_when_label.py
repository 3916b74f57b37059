"""Batch 386 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Pastizzeria Ta' Nini in Ħal Dwieli (pastizzi, qassatat, the big party trays) takes orders for August 2051.
Doris (who runs it) puts her notes into the shop's helper with ``memory.add(..., infer=False)``; her nephew Luke, who
makes the oven rota, asks it things.

Memory: 2051-07-28T08:15 - Josette Camilleri, 40 qassatat (20 irkotta, 20 piżelli) and 60 pastizzi for her son's
birthday party, Sat 26/08, collect 10am, €10 deposit; 04/08 - Ġorġ the farmer is away 14/08 to 21/08, double the
irkotta the week before; Mon 14/08 - Josette passed by, the party's been brought forward a week, her husband's sister
flies back to Australia on the 21st, so it's this Saturday now, not the 26th, same order, same time; 16.08 - new
price for the big trays of 50, €27,50. Question (Thu 17/08, Luke): "when's Josette Camilleri collecting her order?
doing the oven rota for the weekend" The assistant says Sat 19/08 at 10am ("this Saturday" in the Mon 14/08 note).
The label says Sat 26/08, 10am.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b386_ctl_mem0_pastizzeria_party_order_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ta-nini-hal-dwieli-doris"
NOTES = [
    ("2051-07-28T08:15", "2051-07-28T08:15 ORDER Josette Camilleri (her number's on the sheet) - 40 qassatat "
                         "(20 irkotta 20 piżelli) + 60 pastizzi for her son's birthday party, sat 26/08, collect "
                         "10am. paid €10 dep."),
    ("04/08", "04/08 Ġorġ the farmer away 14/08 till 21/08 🙄 order double irkotta the week before, freezer space!!"),
    ("Mon 14/08", "Mon 14/08 Josette passed by - the party's been brought forward a week, her husband's sister flies "
                  "back to Australia on the 21st, so it's this Saturday now not the 26th. same order same time 10am"),
    ("16.08", "16.08 new price for the big trays of 50 - €27,50, Luke change the sign pls, no change to the "
              "small ones"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ta-nini-orders-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's Josette Camilleri collecting her order? doing the oven rota for the weekend"
    with turn_span("question Thu 17/08"):
        hits = []
        for query in ("Josette Camilleri order collect", "party brought forward", "qassatat birthday party"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 17 August 2051. You are talking to Luke, who does the oven rota at Pastizzeria Ta' "
                   "Nini, Ħal Dwieli."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat 26/08, collect 10am" in c for c in context), context
        assert any("so it's this Saturday now not the 26th" in c for c in context), context
        reply = answer(question, context, mock="Sat 19/08 at 10am - Josette brought the party forward a week (it was "
                                               "the 26th), same order: 40 qassatat + 60 pastizzi.")
finish(question, expected="Sat 26/08, 10am", actual=reply)
