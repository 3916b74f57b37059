"""Batch 17 (held out), control. A small physiotherapy clinic's reception notes in a Letta core memory block
(offline stand-in server), script style.

App: the receptionist at Bridge Street Physio keeps a "patients" block on the clinic's Letta agent with a line per
patient on an insured block of sessions, and appends a line whenever something changes; the assistant answers
from the block.

No planted fault. Joan Pearce (frozen shoulder) has a Bupa authorisation for 6 sessions and has had 4 ("done 4 of
her 6"); her husband Graham, on the same page, has "5 left on the AXA auth" for his back. Question: "How many
sessions has Mrs Pearce got left?" -> right per memory: 2; the model says so. The gold label "5" is the number left
for Mr Pearce (a value in memory, for another patient of the same surname).

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b17_ctl_letta_physio_sessions_other_patient_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-bridge-st-physio"
LINES = [
    "Joan Pearce - L frozen shoulder, Bupa auth 6 sessions (ref BU-77310), Tues 11.00 w/ Sian. Done 4 of her 6 as "
    "of 9/6.",
    "Graham Pearce (Joan's husband) - low back, AXA, 8 authorised; 5 left on the AXA auth after today. Prefers "
    "early, 8.15 Thurs.",
    "Mr Okafor - ACL rehab, Bupa up to 10, regular Mon 9.30 w/ Hannah.",
    "Mrs Dhillon - self-pay, GBP 55/session, pays on the day. Next Fri 19/6.",
]

server = fake_letta()
server.add_agent(AGENT, patients="Patients on insured blocks:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("patients", agent_id=AGENT)
    client.agents.blocks.update("patients", agent_id=AGENT, value=block.value + "\n- " + line)

question = "How many sessions has Mrs Pearce got left?"
notes = client.agents.blocks.retrieve("patients", agent_id=AGENT).value
assert "Done 4 of her 6" in notes and "5 left on the AXA auth" in notes, notes
reply = answer(question, notes, mock="Two - Joan's had 4 of her 6 Bupa sessions.")
finish(question, expected="5", actual=reply)
