"""Batch 370 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Kamdhenu Heights CHS (C and D wings, 64 flats) bill maintenance quarterly; Mrs. Nair (the treasurer) keeps her
dues notes in the society's helper with ``memory.add(..., infer=False)``; the office asks it about flats' balances.

Memory: 01-07-50 - Apr-Jun dues statement, C-203 outstanding ₹18,400 (₹17,500 maintenance + ₹900 late fee),
reminder sent; 15-07-50 - C-203 (Mr. Patil) paid ₹10,000 by NEFT, UTR recd, balance ₹8,400 incl the ₹900 late fee;
02-08-50 - MC meeting, C-203's late fee waived - their standing instruction failed because of the bank's system
issue, not their fault, the bank has given a letter, so ₹900 reversed in the ledger; 05-08-50 - the sinking fund
₹1,000/flat will be billed in the Oct-Dec qtr, not now. Question (Weds 10-08-50, from Mr. Patil via the office):
"how much is still pending for C-203? he wants to clear everything this month itself" The assistant says ₹7,500
(₹8,400 less the ₹900 late fee that was waived). The label says ₹8,400.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b370_ctl_mem0_maintenance_balance_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kamdhenu-chs-treasurer-nair"
NOTES = [
    ("01-07-50", "01-07-50 Apr-Jun dues statement 📒 C-203 outstanding ₹18,400 (₹17,500 maintenance + ₹900 late fee). "
                 "Reminder sent, 2nd one"),
    ("15-07-50", "15-07-50 C-203 (Mr. Patil) paid ₹10,000 by NEFT, UTR recd. Balance ₹8,400 incl the ₹900 late fee"),
    ("02-08-50", "02-08-50 MC mtg - C-203's late fee waived, their standing instruction failed due to the bank's "
                 "system issue, not their fault, bank has given a letter also. So ₹900 reversed in the ledger"),
    ("05-08-50", "05-08-50 sinking fund ₹1,000/flat will be billed in the Oct-Dec qtr, not now. Kindly inform "
                 "members who are asking"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kamdhenu-dues-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is still pending for C-203? he wants to clear everything this month itself"
    with turn_span("question Weds 10-08-50"):
        hits = []
        for query in ("C-203 outstanding balance", "C-203 payment received", "late fee waived"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 10-08-2050. You are talking to the office of Kamdhenu Heights CHS, on behalf of "
                   "Mr. Patil (C-203)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("C-203 outstanding ₹18,400" in c for c in context), context
        assert any("Balance ₹8,400 incl the ₹900 late fee" in c for c in context), context
        assert any("C-203's late fee waived" in c and "₹900 reversed" in c for c in context), context
        reply = answer(question, context, mock="₹7,500 - the ₹8,400 balance after his ₹10,000 NEFT, less the ₹900 late "
                                               "fee the MC waived (the bank's fault).")
finish(question, expected="Rs. 8,400", actual=reply)
