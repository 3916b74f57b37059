"""Batch 259 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each message
stored as written; in-memory qdrant), one root span per message and one for the question.

App: Gill and Pete let Throstle Nest, a two-bedroom cottage above Hebden Bridge (sleeps 4 + a sofa bed in the
snug). The cottage's helper keeps the guests' messages and Gill's replies with ``memory.add(..., infer=False)``;
Gill asks it things before a changeover so she can tell Mandy (the cleaner) what to make up.

Memory: 2053-06-02T09:15 Mrs Okafor - booking for 4, 2 adults 2 teens, Sat 19th - Sat 26th July; Mon 30/6 Mrs
Okafor - could her sister and brother-in-law come for the first 3 nights, Gill says yes, sofa bed in the snug, £15 a
night extra; 14.7. Mrs Okafor - their Chloe's decided at 15 she's too cool for a family holiday 🙄 and is stopping at
her nan's, so one less; Thu 17th Jul Gill - Mandy's in Fri afternoon, bins out. Question (Fri 18/7, Gill): "how many
are we making beds up for on the first night? Mandy's doing towels" The assistant says 5 (the 4 booked, less Chloe,
plus the sister and her husband on the sofa bed). The label says 4.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b259_ctl_mem0_cottage_first_night_guests_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "throstle-nest-gill"
MESSAGES = [
    ("2053-06-02T09:15", "2053-06-02T09:15 (Mrs Okafor) hiya, booking for 4 please - 2 adults 2 teens, sat 19th to "
                         "sat 26th july. deposit sent!"),
    ("Mon 30/6", "Mon 30/6 (Mrs Okafor) would it be ok if my sister + her husband came for the first 3 nights? - "
                 "(Gill) yes of course, sofa bed in the snug, £15 a night extra, I'll add it to the balance"),
    ("14.7.", "14.7. (Mrs Okafor) update 🙄 our Chloe's decided at 15 she's too cool for a family holiday, she's "
              "stopping at her nan's. so one less! still the same dates"),
    ("Thu 17th Jul", "Thu 17th Jul (Gill) Mandy's in fri afternoon, bins out weds, new hot tub cover's on"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="throstle-nest-okafor"))
    for i, (day, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many are we making beds up for on the first night? Mandy's doing towels"
    with turn_span("question Fri 18/7"):
        hits = []
        for query in ("how many guests booking", "extra people staying", "someone not coming"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 18 July 2053. You are talking to Gill, who owns Throstle Nest (the Okafors arrive "
                   "Sat 19 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("booking for 4 please - 2 adults 2 teens" in c for c in context), context
        assert any("my sister + her husband came for the first 3 nights" in c for c in context), context
        assert any("our Chloe's decided" in c and "so one less" in c for c in context), context
        reply = answer(question, context, mock="5 - the 4 booked less Chloe, who's staying at her nan's, plus Mrs "
                                               "Okafor's sister and her husband on the sofa bed for the first 3 "
                                               "nights.")
finish(question, expected="4", actual=reply)
