"""Batch 373 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Siyanqoba Stokvel in Lwandiso Park are twelve members who put in R800 a month; each month one member takes the
pot (R9 600,00) at the month-end meeting, in the order agreed in January. Mam' Radebe (the treasurer) puts her
group posts into the stokvel's helper with ``memory.add(..., infer=False)``.

Memory: 2026/01/10 - the 2026 payout order: Jan Mam' Radebe, Feb Nosipho, Mar Khanyi, Apr Zanele, May Busi, Jun
Lerato, R800 each by the 25th; 28 Feb - the February payout, R9 600,00 to Nosipho; Sat the 14th (March) - Busi asked
to swap, she needs the money for her son's school fees and uniform before term, Zanele said no problem, so April is
Busi's and May is Zanele's; 2026/03/28 - March payout R9 600 to Khanyi, all 12 paid. Question (Wed 15 Apr, a member
doing the envelope): "whose payout is it this month? I must write the name on the envelope" The assistant says
Busi's - she swapped with Zanele for the school fees, Zanele gets May. The label says Zanele.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b373_ctl_mem0_stokvel_april_payout_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "siyanqoba-stokvel-radebe"
NOTES = [
    ("2026/01/10", "2026/01/10 SIYANQOBA 💰 payout order 2026: Jan Mam' Radebe, Feb Nosipho, Mar Khanyi, Apr Zanele, "
                   "May Busi, Jun Lerato, Jul Gogo Sithebe ... R800 each by the 25th, no excuses ladies"),
    ("28 Feb", "28 Feb Feb payout R9 600,00 to Nosipho ✅ she says she's buying a fridge finally 😄"),
    ("Sat the 14th", "Sat the 14th - Busi asked to swap, she needs the money for her son's school fees + uniform "
                     "before term, Zanele said no problem 🙏🏾 so APR is Busi's and MAY is Zanele's now"),
    ("2026/03/28", "2026/03/28 Mar payout R9 600 to Khanyi, all 12 paid ✅ lekker, see you end of April"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="siyanqoba-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "whose payout is it this month? I must write the name on the envelope"
    with turn_span("question Wed 15 Apr"):
        hits = []
        for query in ("payout order April", "who gets the payout this month", "swap payout"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 April 2026. You are talking to a member of Siyanqoba Stokvel who is doing the "
                   "payout envelope."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Apr Zanele" in c for c in context), context
        assert any("so APR is Busi's and MAY is Zanele's now" in c for c in context), context
        reply = answer(question, context, mock="Busi's - she swapped with Zanele for her son's school fees, so "
                                               "Zanele gets May. Write Busi on the envelope.")
finish(question, expected="Zanele", actual=reply)
