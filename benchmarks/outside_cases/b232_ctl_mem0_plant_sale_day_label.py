"""Batch 232 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (the notes are
stored as written; a scripted OpenAI-compatible stand-in is there but never asked to extract), one root span per
note and one for the question.

App: Elland Gardening Club hold a spring plant sale at St Mary's church hall - veg plugs, perennials, tomatoes from
Brian's greenhouse, a cake table, 10-12.30. Carol (the club secretary) keeps her notes in the club's helper
(``memory.add(..., infer=False)``); members ask it things.

Memory: 14/3 Carol - plant sale Sat 14th May, 10-12.30 at St Mary's hall, tables from 9, bring plants in by the
Friday; 22.3. Carol - Revd Paul's daughter's getting married at St Mary's that Saturday and the reception's in the
hall, so we're going the Saturday after, the 21st, same times, she's told the Courier; Weds 6 Apr Carol - tomatoes
and chillies from Brian's greenhouse, 60 odd, £1.50; 16th apr Carol - float £40 in two tins, Jean and her on the
till. Question (Mon 9/5, Sarah, a member with kids at the primary): "what day is the plant sale? want to put it in
the school newsletter" The assistant says Saturday 21st May, 10-12.30 at St Mary's hall. The label says Saturday
14th May (the first date, before the wedding took the hall).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b232_ctl_mem0_plant_sale_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "elland-gc-plant-sale-carol"
NOTES = [
    ("14/3", "14/3 PLANT SALE 🌱 sat 14th may 10-12.30 at St Mary's hall, tables from 9, bring ur plants in by the "
             "fri pls w/ a label + a price"),
    ("22.3.", "22.3. Revd Paul's daughter's getting wed at St Mary's that sat + the reception's in the hall 💒 so "
              "we're going the sat after, 21st, same times. I've told the Courier"),
    ("Weds 6 Apr", "Weds 6 Apr tomatoes + chillies from Brian's greenhouse, 60 odd, £1.50 each or 4 for a fiver"),
    ("16th apr", "16th apr float £40 in 2 tins, Jean + me on the till, cakes 50p a slice"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="elland-gc-sale-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day is the plant sale? want to put it in the school newsletter"
    with turn_span("question Mon 9/5"):
        hits = []
        for query in ("plant sale date", "which saturday is the sale", "St Mary's hall booking"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9 May 2050. You are talking to Sarah, a member of Elland Gardening Club who has "
                   "children at the primary school."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat 14th may 10-12.30" in c for c in context), context
        assert any("we're going the sat after, 21st" in c for c in context), context
        reply = answer(question, context, mock="Saturday 21st May, 10 till 12.30 at St Mary's hall - it's the week "
                                               "after first planned because of the vicar's daughter's wedding.")
finish(question, expected="Saturday 14th May", actual=reply)
