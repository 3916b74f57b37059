"""Batch 394 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: the Treviño family are planning Dani's quinceañera for Sat 6/18/2050 at Salón Las Palomas. Yoli (Dani's mom)
puts the money side into the family's helper with ``memory.add(..., infer=False)``; the tías ask it things.

Memory: 2050-03-15T19:40 - salón booked, $4,800 total, paid the $1,000 deposit today so we still owe $3,800,
balance due 6/1; 4/30 - Tío Beto came thru, dropped off $1,500 for the salón as his padrino gift, straight to the
office, got a receipt; 5/20 - paid another $800 on the salón from the tamales sale; 5/27 - the salón lady says the
AC gets fixed before the 18th and they're throwing in the uplighting for free. Question (Mon 5/30, Tía Lupe): "how
much do we still owe on the salón? I want to help w/ the last of it before the 1st" The assistant says $1,500
($4,800, less the $1,000 deposit, Tío Beto's $1,500 and the $800 from the tamales). The label says $3,800.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b394_ctl_mem0_quince_salon_balance_owed_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "trevino-familia-yoli"
NOTES = [
    ("2050-03-15T19:40", "2050-03-15T19:40 SALÓN BOOKED 🎉 Las Palomas, $4,800 total, paid the $1,000 deposit today "
                         "so we still owe $3,800, balance due 6/1. ay Dios 😅"),
    ("4/30", "4/30 Tío Beto came thru 🙏 dropped off $1,500 for the salón as his padrino gift, I took it straight to "
             "the office, got a receipt"),
    ("5/20", "5/20 paid another $800 on the salón from the tamales sale 🫔 gracias a todos who helped!!"),
    ("5/27", "5/27 salón lady says the AC is getting fixed before the 18th, and they're throwing in the uplighting "
             "for free, no charge 💜"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="trevino-quince-money-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do we still owe on the salón? I want to help w/ the last of it before the 1st"
    with turn_span("question Mon 5/30"):
        hits = []
        for query in ("salón balance owed", "paid on the salón", "deposit for the salón"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 5/30/2050. You are talking to Tía Lupe, Dani Treviño's tía (quince Sat 6/18 at "
                   "Salón Las Palomas)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("so we still owe $3,800" in c for c in context), context
        assert any("dropped off $1,500 for the salón" in c for c in context), context
        assert any("paid another $800 on the salón" in c for c in context), context
        reply = answer(question, context, mock="$1,500 - it was $4,800, less the $1,000 deposit, Tío Beto's $1,500 "
                                               "and the $800 from the tamales sale. Due 6/1.")
finish(question, expected="$3,800", actual=reply)
