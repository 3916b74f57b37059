"""Batch 392 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Jayantha Stores is a boutique in an invented Colombo lane - bread from the bakery van, rice by the kilo, kiri
packets, and gas cylinders from the agent's lorry. Jayantha (the owner) puts the shop's notes into its helper with
``memory.add(..., infer=False)``; his customers ring and ask things.

Memory: 2053-04-05T09:15 - gas finished, the agent says the 12.5 kg cylinders come Fri 11/04 with the lorry, Rs.
3,950 each; Mon 07/04 - the names waiting for gas; Thu 10/04 - the agent called, the lorry broke down near the
bridge, machan, so not tomorrow, he'll come the day after tomorrow morning now; 10/04 evening - the bakery van skips
the Avurudu days. Question (Fri 11/04, Perera aunty): "when is the gas coming putha? my cylinder finished this
morning itself" The assistant says Saturday 12/04, in the morning (the day after Thu 10/04's tomorrow, the lorry
broke down). The label says Friday 11/04.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b392_ctl_mem0_boutique_gas_cylinder_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "jayantha-stores"
NOTES = [
    ("2053-04-05T09:15", "2053-04-05T09:15 gas finished aney, 4 people asking already. agent says 12.5 kg cylinders "
                         "coming fri 11/04 with the lorry, Rs. 3,950 each"),
    ("Mon 07/04", "Mon 07/04 names for gas - Perera aunty, Nandana, the tailor, Sriya akka (2). keep the list near "
                  "the till no"),
    ("Thu 10/04", "Thu 10/04 gas agent called, lorry broke down near the bridge machan 😩 so not tmrw, he'll come "
                  "day after tmrw morning now. tell the people on the list"),
    ("10/04 evening", "10/04 evening bakery van not coming Avurudu 13th + 14th, take extra bread on the 12th, 40 "
                      "loaves"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="jayantha-stores-2053"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when is the gas coming putha? my cylinder finished this morning itself"
    with turn_span("question Fri 11/04"):
        hits = []
        for query in ("gas cylinders coming", "gas agent lorry", "when is the gas"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 April 2053. You are talking to Perera aunty, a customer of Jayantha Stores (a "
                   "boutique shop)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("cylinders coming fri 11/04" in c for c in context), context
        assert any("so not tmrw, he'll come day after tmrw morning" in c for c in context), context
        reply = answer(question, context, mock="Tomorrow, Saturday 12/04, in the morning - the lorry broke down, so "
                                               "not today. Your name is on the list.")
finish(question, expected="Friday 11/04", actual=reply)
