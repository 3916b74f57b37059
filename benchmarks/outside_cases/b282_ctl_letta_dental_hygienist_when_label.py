"""Batch 282 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Kirkgate Dental Practice keep the hygiene book's changes in a "hygiene" block on the practice's Letta agent -
Gemma (the hygienist), Chloe (a hygienist who does three days) and Donna and Sue on reception add lines; the helper
answers patients who ring.

Memory: Gemma, 2051-01-09T16:50 - Mr Imran Khan, scale and polish Tue 7 Feb at 4.20, 30 mins, £45 private; Sue,
17/1 - Gemma's full till mid Feb, cancellation list started; Donna, Fri 3/2 - Gemma's off sick all next week, she's
rung round her list, Mr Khan's moved to Thurs 16th at 8.50 with Chloe (he asked for first thing, before work), same
price; Sue, Mon 6th Feb - Chloe's in Mon, Thu and Fri, the bays out front are being relined Tuesday. Question (Mon
13/2, Mr Khan): "when's my hygienist appt? I've lost the card 🙈" The assistant says Thursday 16th Feb at 8.50, with
Chloe. The label says Tue 7th Feb at 4.20 with Gemma.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b282_ctl_letta_dental_hygienist_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kirkgate-dental"
LABEL = "hygiene"
LINES = [
    "2051-01-09T16:50 Gemma - Mr Imran Khan, scale + polish tue 7 feb 4.20, 30 mins, £45 private",
    "17/1 Sue - Gemma's full till mid feb, cancellation list started (sheet under the till)",
    "Fri 3/2 Donna - Gemma's off sick all next wk 🤒 rang round her list. Mr Khan moved to thurs 16th 8.50 w/ Chloe "
    "(he asked for first thing, b4 work), same price",
    "Mon 6th Feb Sue - Chloe's in mon, thu + fri. bays out front being relined tues, pts park on Westgate",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kirkgate Dental - hygiene book changes 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's my hygienist appt? I've lost the card 🙈"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Mr Imran Khan, scale + polish tue 7 feb 4.20" in notes, notes
assert "Mr Khan moved to thurs 16th 8.50 w/ Chloe" in notes, notes
reply = answer(f"(Mon 13/2/51; Mr Imran Khan) {question}", notes,
               mock="Thursday 16th February at 8.50, with Chloe - it was moved from the 7th as Gemma was off sick.")
finish(question, expected="Tue 7th Feb at 4.20 with Gemma", actual=reply)
