"""Batch 363 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Westfield Aero Club's treasurer, Gill, keeps members' away landing fees (paid by the club on account and
recharged at cost) as notes in the club's accounts helper with ``memory.add(..., infer=False)``; members ask what
will be on their statement.

Memory: 2050-06-03 1640Z - Nick, G-ABCE at Compton Abbas (EGHA) £20, on club acct, recharge; 10/06 - Nick, G-ABCE
at Old Sarum (EGLS) £15, recharge; 18.06. - Nick, G-ABCD at Popham (EGHP) £12, recharge; 20/06 0900Z - "June
landing fees on Nick's acct so far £47 (CA 20, Old Sarum 15, Popham 12)"; Fri 24 June - "amended: cx the Old Sarum
£15 for Nick - they waived landings for the fly-in day, credit going on his acct". Question (Mon 27/6, Nick): "how
much are my landing fees on the june statement?" The assistant says £32 (£20 Compton Abbas + £12 Popham; Old Sarum
waived). The label says £47 - the running total from before the Old Sarum fee was cancelled.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b363_ctl_mem0_accounts_june_landing_fees_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "westfield-ac-treasurer-gill"
NOTES = [
    ("2050-06-03 1640Z", "2050-06-03 1640Z landing - Nick B, G-ABCE @ Compton Abbas (EGHA) £20, paid on club acct, "
                         "recharge. also 31.5 L 100LL there, he paid that himself"),
    ("10/06", "10/06 landing - Nick B, G-ABCE @ Old Sarum (EGLS) £15, club acct, recharge. Mo's G-ABCD @ EGLS same "
              "day paid at the tower"),
    ("18.06.", "18.06. landing - Nick B, G-ABCD @ Popham (EGHP) £12, club acct, recharge. grass v bumpy he says"),
    ("20/06 0900Z", "20/06 0900Z June landing fees on Nick's acct so far £47 (CA 20, Old Sarum 15, Popham 12), "
                    "statements out on the 30th"),
    ("Fri 24 June", "Fri 24 June - amended: cx the Old Sarum £15 for Nick, they waived landings for the fly-in day "
                    "(didn't know!). credit going on his acct, Mo's getting his back at the tower"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="westfield-ac-accts-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much are my landing fees on the june statement?"
    with turn_span("question Mon 27/6"):
        hits = []
        for query in ("Nick landing fees June", "landing fee recharge club account", "cancelled waived landing fee"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 27 June 2050. You are talking to Nick B, a member of Westfield Aero Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Compton Abbas (EGHA) £20" in c for c in context), context
        assert any("Popham (EGHP) £12" in c for c in context), context
        assert any("so far £47" in c for c in context), context
        assert any("cx the Old Sarum £15 for Nick" in c for c in context), context
        reply = answer(f"(Nick) {question}", context,
                       mock="£32 - £20 at Compton Abbas and £12 at Popham. The £15 Old Sarum one was cancelled, they "
                            "waived landings for the fly-in day.")
finish(question, expected="£47", actual=reply)
