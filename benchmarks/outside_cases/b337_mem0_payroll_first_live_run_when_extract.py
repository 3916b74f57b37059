"""Batch 337 (held out). A B2B payroll SaaS vendor's customer success team: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per account note and one
for the question.

App: PayCadence (a payroll SaaS vendor) is onboarding Brightline Logistics (account BRT-2208, 212 employees,
biweekly, moving off ADP). Maria Alvarez, the customer success manager, logs her account notes into the team's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the implementation team asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Maria's kickoff note of 09/22/2026 9:40 AM sets the
target first live payroll for Fri 10/23/2026. Her note of Thu, Oct 15, 2026 4:10 PM says Brightline's bank still
hasn't approved the ACH origination form, so they're pushing the first live payroll to "two weeks from tomorrow"
(the note is dated Thursday 10/15, so tomorrow is Fri 10/16 and the new date is Fri 10/30) - and, in the same note,
3 more admin seats and an Okta SSO question. The extraction keeps the seats and the SSO and drops the push, so
10/23 stays the only date stored. Question (Wed 10/21/2026, Jeff from implementation): "when is Brightline's first
live payroll? need to book the go-live hypercare shift" -> expected Friday 10/30/2026 (a temporal answer: it
depends on when the note was written). The assistant says Friday 10/23.

Expected verdict: ExtractionError at mem0.extract inside the Oct 15 add (fault() wraps that one add): the note
given to mem0 moves the go-live to two weeks from Fri 10/16, and what was made from it leaves that out, so the
store never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has the push; no stored memory or context line mentions pushing, the ACH form, the bank or
10/30; the seats and SSO from the same note are stored; the kickoff note's 10/23 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b337_mem0_payroll_first_live_run_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paycadence-cs-brt-2208"
CUT = ("Thu, Oct 15, 2026 4:10 PM - Call w/ Dana @ Brightline (BRT-2208). Their bank (First Midwest) STILL hasn't "
       "approved the ACH origination form, so they're pushing the first live payroll to two weeks from tomorrow. "
       "She'll fwd the bank's confirmation when she has it. Also: they want 3 more admin seats for the HR "
       "generalists (no charge, contract allows up to 10) and asked about SSO through Okta - told her v2.3.1 "
       "supports SAML, sent the setup guide.")
NOTES = [
    ("09/22/2026 9:40 AM",
     "09/22/2026 9:40 AM - Kickoff w/ Brightline Logistics (BRT-2208). 212 EEs, biweekly, coming off ADP. Target "
     "first live payroll Fri 10/23/2026 (pay date), parallel run the cycle before. Main contact Dana Whitfield "
     "(Controller), Jeff T. is our implementation lead.",
     ["Brightline Logistics (BRT-2208) has 212 employees paid biweekly and is moving off ADP",
      "Brightline's target first live payroll is Fri 10/23/2026 (pay date), with a parallel run the cycle before",
      "Brightline's main contact is Dana Whitfield (Controller); Jeff T. is the implementation lead"]),
    ("10/01/2026",
     "10/01/2026 - Brightline parallel #1 done, 3 variances, all garnishment related. Jeff's remapping the "
     "deduction codes. Next sync 10/8 @ 11 AM CT",
     ["Brightline parallel run #1 had 3 variances, all garnishment related",
      "Jeff is remapping Brightline's deduction codes",
      "Next Brightline sync is 10/8 at 11 AM CT"]),
    ("Thu, Oct 15, 2026 4:10 PM", CUT,
     # the planted fault: the push of the first live payroll is dropped
     ["Brightline wants 3 more admin seats for HR generalists at no charge (contract allows up to 10)",
      "Brightline asked about SSO through Okta; v2.3.1 supports SAML and the setup guide was sent"]),
    ("10/19/2026",
     "10/19/2026 - BRT-2208 tax setup verified for IL + IN, SUI rates loaded. Dana wants a demo of the W-2 "
     "reprint workflow, booked Tue 10/27 1:00 PM",
     ["Brightline tax setup is verified for IL and IN, SUI rates loaded",
      "W-2 reprint workflow demo for Dana booked Tue 10/27 1:00 PM"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paycadence-cs-brightline"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "pushing the first live payroll to two weeks from tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when is Brightline's first live payroll? need to book the go-live hypercare shift"
    with turn_span("question Wed 10/21/2026"):
        hits = []
        for query in ("first live payroll date", "Brightline go-live", "when does Brightline go live on payroll"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wednesday 10/21/2026. You are talking to Jeff T., implementation lead for Brightline "
                   "Logistics (BRT-2208)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("10/30", "push", "ach", "bank", "two weeks")), stored
        assert any("Fri 10/23/2026" in c for c in context), context
        assert any("admin seats" in s for s in stored) and any("Okta" in s for s in stored), stored
        reply = answer(question, context, mock="Friday 10/23/2026 - that's the pay date for their first live run.")
finish(question, expected="Friday 10/30/2026 - on 10/15 they pushed it to two weeks from Fri 10/16 (bank's ACH "
                          "approval was late)", actual=reply)
