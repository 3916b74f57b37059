"""Batch 78 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Sunita, practice manager at Brookside Dental, keeps the week's notes in a Letta agent's core memory block
("week"), appending a line at a time; reception asks the agent.

Memory: Dr Hale is out Fri 17/10 for a sedation CPD day at the dental hospital in Bristol, booked back in the
spring; separately, her daughter starts at Durham on Sat 18th and she's driving her up that weekend. The assistant
says she's on the sedation course. The label gives the university run, which is the Saturday.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b78_ctl_letta_dental_hale_friday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brookside"
LINES = [
    "Dr Hale out fri 17/10 - sedation CPD at the dental hospital in Bristol, booked it back in April, needs it for "
    "her IV sedation ticket. her fri privates moved to mon 20th",
    "Priya on her own from tues 7/10, 30 min slots for her 1st fortnight pls",
    "Dr Hale's eldest (Ellie) starts at Durham sat 18th!! she's driving her up that wkend, back sun night, so "
    "might be a bit tired mon lol",
    "compressor serviced 15/9, next due March",
    "Marta's back mon 13th, Jade back to her own list",
    "fri 17th - Dr O + Priya in, only 2 surgeries running, emergencies to Priya",
]

server = fake_letta()
server.add_agent(AGENT, **{"week": "Brookside Dental - notes for w/c 13 Oct:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("week", agent_id=AGENT)
    client.agents.blocks.update("week", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why isn't Dr Hale in on friday?"
notes = client.agents.blocks.retrieve("week", agent_id=AGENT).value
assert "sedation CPD at the dental hospital in Bristol" in notes and "starts at Durham sat 18th" in notes
reply = answer(f"(Tue 14/10/31, Gill on reception, a patient asking) {question}", notes,
               mock="She's on a sedation training day at the dental hospital in Bristol - her Friday private "
                    "patients have been moved to Monday the 20th.")
finish(question, expected="she's taking her daughter up to Durham uni", actual=reply)
