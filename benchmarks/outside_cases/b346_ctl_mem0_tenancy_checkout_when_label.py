"""Batch 346 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Rhys Morgan (the "Tenant") is leaving Flat 5, 22 Ashby Court, Cardiff, let from Ms Gwen Pryce (the "Landlord")
through Harbour Lane Lettings. He keeps the agreement's clauses and the agent's emails in a helper with
``memory.add(..., infer=False)`` while he sorts the move.

Memory: 2051-06-02T09:30 - notice served under the break clause (cl. 2.3), Tenancy ends 31 July 2051, deposit
GBP 1,450 with the TDS; Mon 10 July - email from Nisha at Harbour Lane: the check-out inspection is booked for Mon 31
July at 10:00 with InvenTrack, all keys (3 sets + the fob) to be handed over at it; 18/07/51 - deep clean booked
for Thu 27 July (SparkleEnd, GBP 240) per cl. 7.1; Mon 24 July - email from Nisha: apologies, InvenTrack's clerk has
had to cancel the 31st, the check-out inspection is rebooked for this Friday at 2pm, same arrangements for the keys.
Question (Weds 26 July 2051, Rhys): "when's the check-out inspection? need to book the van round it" The assistant
says Friday 28 July at 2pm ("this Friday" in Nisha's email of Monday 24 July). The label says Monday 31 July at 10am
- the original booking, which the agent cancelled and rebooked.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b346_ctl_mem0_tenancy_checkout_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rhys-morgan-22-ashby-court"
NOTES = [
    ("2051-06-02T09:30", "2051-06-02T09:30 served notice under the break clause (cl. 2.3) - Tenancy ends 31 July "
                         "2051. Harbour Lane acknowledged same day. Deposit GBP 1,450 held with the TDS, ref "
                         "TDS-3318820"),
    ("Mon 10 July", "Mon 10 July - email from Nisha (Harbour Lane Lettings): 'Dear Mr Morgan, the check-out "
                    "inspection is booked for Monday 31 July at 10:00 with InvenTrack. All keys (3 sets plus the "
                    "fob) are to be handed over at the inspection. Kind regards, Nisha'"),
    ("18/07/51", "18/07/51 deep clean booked for Thu 27 July, SparkleEnd, GBP 240 (cl. 7.1 - Property to be "
                 "returned in the condition at check-in, fair wear and tear excepted). keep the receipt!"),
    ("Mon 24 July", "Mon 24 July - email from Nisha: 'Dear Mr Morgan, apologies - InvenTrack's clerk has had to "
                    "cancel the 31st. We have rebooked the check-out inspection for this Friday at 2pm; same "
                    "arrangements for the keys. Regards, Nisha'"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rhys-22-ashby-court"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's the check-out inspection? need to book the van round it"
    with turn_span("question Weds 26/7/2051"):
        hits = []
        for query in ("check-out inspection date", "inspection rebooked", "when do I hand the keys back"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 26 July 2051. You are talking to Rhys Morgan, the Tenant of Flat 5, 22 Ashby Court "
                   "(Tenancy ends 31 July 2051)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("booked for Monday 31 July at 10:00" in c for c in context), context
        assert any("cancel the 31st" in c and "rebooked the check-out inspection for this Friday at 2pm" in c
                   for c in context), context
        reply = answer(question, context, mock="Friday 28 July at 2pm - Nisha moved it from Monday the 31st "
                                               "(\"this Friday\" in her email of Monday 24 July). Bring all 3 sets of "
                                               "keys and the fob.")
finish(question, expected="Monday 31 July at 10am", actual=reply)
