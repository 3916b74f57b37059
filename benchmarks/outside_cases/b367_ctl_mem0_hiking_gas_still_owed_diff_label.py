"""Batch 367 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each Discord
message stored as written; in-memory qdrant), one root span per message and one for the question.

App: the Westbrook University Outing Club's #reimbursements channel goes into the club's helper with
``memory.add(..., infer=False)`` - who fronted what, what Dani (the treasurer) has paid back, dues reminders.

Memory: Maya, 2051-02-27T16:40 - fronted $86.40 for gas on the Dolly Sods trip (2 fill-ups, receipts in
#receipts), can someone reimburse, lmk; Dani, 3/1 - "venmo'd u $50 for now, rest after SOFC pays us back, they're
slow af"; Dani, 3/6 - dues reminder, $25 a sem, 14 people still haven't paid; Maya, 3/9 - the $12 for the trail
snacks was on her too but that's fine, don't worry about it. Question (Mon 3/20, after spring break, Maya): "how much
does the club still owe me for the gas? tryna budget for the week lol" The assistant says $36.40 ($86.40 less the
$50 Dani Venmo'd on 3/1; the snacks she waived). The label says $86.40 - the full amount she fronted, before the
partial payment.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b367_ctl_mem0_hiking_gas_still_owed_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wuoc-reimbursements"
NOTES = [
    ("2051-02-27T16:40", "2051-02-27T16:40 @maya: fronted $86.40 for gas on the dolly sods trip ⛽ (2 fill-ups, "
                         "receipts in #receipts). can someone reimburse me, lmk"),
    ("3/1", "3/1 @dani: @maya venmo'd u $50 for now 💸 rest after SOFC pays us back, they're slow af"),
    ("3/6", "3/6 @dani: dues reminder!! $25/sem, venmo @wuoc-treasury. 14 of u still haven't paid 👀"),
    ("3/9", "3/9 @maya: oh the $12 for the trail snacks was on me too but that's fine don't worry abt it"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wuoc-reimb-sp51"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"msg-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"posted": day}, infer=False)
    question = "how much does the club still owe me for the gas? tryna budget for the week lol"
    with turn_span("question Mon 3/20"):
        hits = []
        for query in ("gas reimbursement maya", "venmo'd maya", "how much still owed"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 20 March 2051. You are talking to Maya, a member of the Westbrook University Outing "
                   "Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("fronted $86.40 for gas" in c for c in context), context
        assert any("venmo'd u $50 for now" in c for c in context), context
        reply = answer(question, context, mock="$36.40 - you fronted $86.40 for gas and Dani Venmo'd you $50 on 3/1; "
                                               "the rest comes once SOFC pays the club back.")
finish(question, expected="$86.40", actual=reply)
