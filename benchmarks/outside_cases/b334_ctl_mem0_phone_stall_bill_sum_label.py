"""Batch 334 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Jamal runs "Fone Fixers", a phone repair stall on Dewsbury market - screens, back glass, batteries, cases.
He puts his job notes into the stall's helper with ``memory.add(..., infer=False)``; Nadia, who minds the stall
when he's at the wholesaler's, asks it what to charge.

Memory: 2050-11-02T10:15 - Mrs Patel's iPhone 12, screen, quoted £75, said Weds; Thu 3rd nov - when he opened it the
back glass was cracked as well, rang her and she said do it, +£30, and sold her a case, £12; 4/11 - done finally,
kept her waiting 2 extra days because the back glass was on order, so told her he'd knock a tenner off the lot; Fri
4 Nov - a Pixel 7 battery for the lad from the butcher's, £35, paid. Question (Fri 4/11, Nadia): "what do I charge
Mrs Patel when she collects? she's coming about 4" The assistant says £107 (£75 screen + £30 back glass + £12 case,
less the £10 off). The label says £75.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b334_ctl_mem0_phone_stall_bill_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fone-fixers-jamal"
NOTES = [
    ("2050-11-02T10:15", "2050-11-02T10:15 Mrs Patel iphone 12 📱 screen, quoted £75, said weds. she's a regular, "
                         "lives above the bakers"),
    ("Thu 3rd nov", "Thu 3rd nov Mrs P's phone - opened it up + the back glass is cracked as well 🙈 rang her + she "
                    "said do it, +£30. also sold her a case £12 (the purple one)"),
    ("4/11", "4/11 Mrs Patel's done finally 😅 kept her waiting 2 extra days cos the back glass was on order so told "
             "her we'd knock a tenner off the lot"),
    ("Fri 4 Nov", "Fri 4 Nov pixel 7 battery for the lad from the butcher's, £35, paid cash. wholesaler's this "
                  "aft, Nadia on the stall"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fone-fixers-jobs-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what do I charge Mrs Patel when she collects? she's coming about 4"
    with turn_span("question Fri 4/11"):
        hits = []
        for query in ("Mrs Patel phone price", "Mrs Patel extra work back glass case", "discount money off"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 4 November 2050. You are talking to Nadia, minding the Fone Fixers stall (phone "
                   "repairs, Dewsbury market) while Jamal's at the wholesaler's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("screen, quoted £75" in c for c in context), context
        assert any("she said do it, +£30" in c and "case £12" in c for c in context), context
        assert any("knock a tenner off the lot" in c for c in context), context
        reply = answer(question, context, mock="£107 - £75 for the screen, £30 for the back glass and £12 for the "
                                               "case, less the tenner Jamal promised her for the wait.")
finish(question, expected="£75", actual=reply)
