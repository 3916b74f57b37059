"""Batch 285 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lorraine runs "Hair at Home by Lorraine", a mobile hairdresser round Todmorden and Hebden Bridge - cuts, sets
and perms in clients' homes. She puts her notes about prices, clients and bookings into her helper with
``memory.add(..., infer=False)`` and asks it things from the car.

Memory: 2050-01-04T09:00 - 2050 prices, cut + blow dry £22, shampoo + set £16, perm £42, gents and kids £10; 19/1 -
Irene Shaw's card, cut + blow every 4 weeks on a Wednesday morning, 22 Clough Lane, bungalow at the end, the kettle
will be on; Fri 4th March - Irene's 90 on Sunday, Lorraine's told her next Wednesday's cut + blow is on her, happy
birthday, card from the garage; Mon 7/3 - Wednesday's bookings: Irene at 10, Betty Lumb at 11.30, Mrs Hussain at 2
(roots). Question (Tue 8/3, Lorraine): "how much do I charge Irene tmrw? want to have the right change in my bum bag"
The assistant says nothing - tomorrow's cut + blow is on her for Irene's 90th. The label says £22.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b285_ctl_mem0_hairdresser_irene_cut_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hair-at-home-lorraine"
NOTES = [
    ("2050-01-04T09:00", "2050-01-04T09:00 PRICES 2050 ✂️ cut + blow dry £22, shampoo + set £16, perm £42, gents/kids "
                         "£10. cash or bank transfer"),
    ("19/1", "19/1 Irene Shaw - cut + blow every 4 wks, weds am, 22 Clough Lane (bungalow at the end, ramp round "
             "the side). she'll have the kettle on, 2 sugars for me she thinks 😂"),
    ("Fri 4th March", "Fri 4th March - Irene's 90 on sunday!!! 🎂 told her next weds's cut + blow is on me, happy "
                      "birthday. getting her a card from the garage"),
    ("Mon 7/3", "Mon 7/3 weds - Irene 10, Betty Lumb 11.30, Mrs Hussain 2 (roots). need more neck strips"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hair-at-home-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I charge Irene tmrw? want to have the right change in my bum bag"
    with turn_span("question Tue 8/3"):
        hits = []
        for query in ("cut and blow dry price", "Irene Shaw", "Irene wednesday cut"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 8 March 2050. You are talking to Lorraine, who runs Hair at Home by Lorraine."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("cut + blow dry £22" in c for c in context), context
        assert any("next weds's cut + blow is on me" in c for c in context), context
        assert any("weds - Irene 10" in c for c in context), context
        reply = answer(question, context, mock="Nothing - you told her tomorrow's cut and blow dry is on you for her "
                                               "90th. Just take the card!")
finish(question, expected="£22 - a cut and blow dry", actual=reply)
