"""Batch 365 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each message
stored as written; in-memory qdrant), one root span per message and one for the question.

App: the Thompson family WhatsApp group - Donovan in Hartford, Marcia in Miami, Aunty Joan in Toronto send money
and a barrel home to Mama in Mandeville; Shanice (the granddaughter) takes Mama to collect it. The group's helper
puts every message into mem0 with ``memory.add(..., infer=False)`` and answers the family.

Memory: Donovan, 2050-11-25T20:10 - sent Mama US$300 for Christmas by Western Union, she can pick it up at the one
in Hi-Lo Monday; Shanice, Nov 28 - Mama went to Western Union, they put it on hold, they want more ID from Donovan;
Donovan, Tue 29/11 - "cancel dat", he got the money back from WU and sent US$250 through Remitly straight to her NCB
account, the other US$50 he's putting to the barrel; Marcia, Dec 2 - the barrel shipped from Miami, US$95. Question
(Sat 3/12, Aunty Joan): "how much Donovan send Mama fi Christmas? mi waan match it" The assistant says US$250 (by
Remitly to her NCB account - the US$300 Western Union one was cancelled). The label says US$300.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b365_ctl_mem0_remittance_christmas_money_amount_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thompson-fam-group"
NOTES = [
    ("2050-11-25T20:10", "2050-11-25T20:10 Donovan - mi send Mama US$300 fi Christmas 🎄 Western Union, she can "
                         "pick it up a di one in Hi-Lo Monday. Shanice carry her pls"),
    ("Nov 28", "Nov 28 Shanice - wah gwaan. mi carry Mama go a Western Union, dem seh it on hold 🙄 dem want more ID "
               "from Donovan. she vex"),
    ("Tue 29/11", "Tue 29/11 Donovan - cancel dat, mi get back di money from WU. mi send US$250 through Remitly "
                  "instead, straight to her NCB account, nuh badda go nowhere. di other US$50 mi a put to di barrel"),
    ("Dec 2", "Dec 2 Marcia - barrel ship out from Miami today, US$95, reach bout 3 week. mi put in Mama slippers"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thompson-fam-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"msg-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much Donovan send Mama fi Christmas? mi waan match it"
    with turn_span("question Sat 3/12"):
        hits = []
        for query in ("Donovan send Mama money Christmas", "Western Union money on hold", "Remitly NCB account"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 3 December 2050. You are talking to Aunty Joan in the Thompson family group."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("mi send Mama US$300 fi Christmas" in c for c in context), context
        assert any("cancel dat" in c and "US$250 through Remitly" in c for c in context), context
        reply = answer(f"(Aunty Joan) {question}", context,
                       mock="US$250, Aunty Joan - him send it through Remitly straight to Mama NCB account. Di "
                            "US$300 Western Union one get cancel.")
finish(question, expected="US$300", actual=reply)
