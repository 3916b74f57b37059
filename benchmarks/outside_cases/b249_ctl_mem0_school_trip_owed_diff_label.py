"""Batch 249 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Year 5 at St Mary's C of E go to York (Jorvik and the Minster) on Thurs 21st May 2054. Claire (Lily's mum)
saves what matters from the class parents' group chat and the school's letters into her helper with
``memory.add(..., infer=False)``; she asks it before paying.

Memory: 2054-02-03T18:20 - the trip letter's out, £24 a child, £10 deposit by 20th Feb, balance of £14 due by 1st
May on ParentPay; Tue 24 Feb - paid Lily's £10 deposit, ref JORV-LB; 17.3. (from the group chat) - the PTA are
paying £6 a head off the coach out of the Christmas fair money, so ParentPay's been knocked down, the balance is £8
now; Fri 10th Apr - packed lunch, no fizzy drinks, back about 5. Question (Mon 27/4, Claire): "how much do I still
owe for Lily's york trip? want to pay it tonight b4 I forget" The assistant says £8 (£24 less the £10 deposit and
the PTA's £6). The label says £14.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b249_ctl_mem0_school_trip_owed_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "claire-b-st-marys-y5"
NOTES = [
    ("2054-02-03T18:20", "2054-02-03T18:20 York trip letter's out 🏰 thurs 21st may, Jorvik + the Minster. £24 a "
                         "child, £10 deposit by 20th feb then balance of £14 due by 1st May on ParentPay"),
    ("Tue 24 Feb", "Tue 24 Feb paid Lily's £10 deposit ✅ ref JORV-LB"),
    ("17.3.", "17.3. (from the group chat) PTA are paying £6 a head off the coach from the xmas fair money 🎄 so "
              "ParentPay's been knocked down, balance is £8 now. well done PTA!!"),
    ("Fri 10th Apr", "Fri 10th Apr packed lunch, no fizzy drinks, back about 5. Lily wants to go with Ruby + Isla, "
                     "emailed Mr Grant"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="claire-st-marys-y5-york"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I still owe for Lily's york trip? want to pay it tonight b4 I forget"
    with turn_span("question Mon 27/4"):
        hits = []
        for query in ("york trip balance to pay", "trip deposit paid", "ParentPay money off"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 27 April 2054. You are talking to Claire, whose daughter Lily is in Year 5 at St "
                   "Mary's (York trip Thurs 21 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("balance of £14 due by 1st May" in c for c in context), context
        assert any("paid Lily's £10 deposit" in c for c in context), context
        assert any("balance is £8 now" in c for c in context), context
        reply = answer(question, context, mock="£8 - the trip's £24, you've paid the £10 deposit, and the PTA are "
                                               "covering £6 of the coach, so ParentPay should show £8.")
finish(question, expected="£14", actual=reply)
