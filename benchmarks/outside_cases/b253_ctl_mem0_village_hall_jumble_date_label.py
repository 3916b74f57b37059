"""Batch 253 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Heptonstall Village Hall's bookings diary - the Brownies, pilates, the flower club, jumble sales, parties.
Sandra (the bookings secretary) puts her diary notes into the hall's helper with ``memory.add(..., infer=False)``;
villagers ask it things.

Memory: 2051-01-10T14:20 - Brownies jumble Sat 1st April 10-12, setting up from 9, Brown Owl's booked it at the
community rate; 7/2 - oops, double booked, the flower club had Sat 1st April in the big diary for their spring show
from last year, rang Brown Owl, she's fine to move the jumble to Sat 8th, same times; Mon 20/3 - Ian's fixing the
kitchen tap, water off Weds morning; 22.3. - new hirer, pilates Tuesdays 7-8pm from 4th April. Question (Thu 30/3,
Sue, a villager): "when's the Brownies jumble? got 3 bags of stuff to drop off 🛍️" The assistant says Sat 8th
April, 10-12 (drop-offs from 9 when they set up). The label says Sat 1st April.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b253_ctl_mem0_village_hall_jumble_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "heptonstall-village-hall-bookings"
NOTES = [
    ("2051-01-10T14:20", "2051-01-10T14:20 Brownies jumble sat 1st April 10-12, setting up from 9. Brown Owl's "
                         "booked it, £25 community rate, paid"),
    ("7/2", "7/2 OOPS double booked 🙈 the flower club had sat 1st april in the big diary for their spring show from "
            "last yr. rang Brown Owl, she's fine to move the jumble to sat 8th, same times"),
    ("Mon 20/3", "Mon 20/3 Ian's fixing the kitchen tap at last, water off weds morning, tell the toddler group"),
    ("22.3.", "22.3. new hirer - pilates tues 7-8pm from 4th april, £12/hr, Becky, she's got her own mats"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="heptonstall-vh-diary"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's the Brownies jumble? got 3 bags of stuff to drop off 🛍️"
    with turn_span("question Thu 30/3"):
        hits = []
        for query in ("Brownies jumble sale date", "jumble moved", "what's on at the hall in April"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 30 March 2051. You are talking to Sue, who lives in Heptonstall."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Brownies jumble sat 1st April 10-12" in c for c in context), context
        assert any("move the jumble to sat 8th, same times" in c for c in context), context
        reply = answer(question, context, mock="Saturday 8th April, 10 till 12 - it moved from the 1st because the "
                                               "flower club had the hall. They set up from 9, so drop your bags "
                                               "then.")
finish(question, expected="Sat 1st April", actual=reply)
