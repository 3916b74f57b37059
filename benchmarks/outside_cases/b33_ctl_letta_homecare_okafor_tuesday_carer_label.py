"""Batch 33 (held out), control. A home-care agency's client notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Lorraine in the office at Brookside Home Care, Kidderminster, appends notes about Mr Okafor to a "client-okafor"
block on a Letta agent and asks from the block. Dawn has been his regular carer on his Tuesday and Thursday
mornings for two years. She slipped on the ice outside the Co-op, strapped knee, and is on the office phones until
the end of the month; Priya has taken her Okafor mornings for now.

No fault planted. Question (Mon 20/1/25): "who's doing Mr Okafor's tues morning?" The model answers Priya, right per
memory. The label says Dawn, his regular. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b33_ctl_letta_homecare_okafor_tuesday_carer_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brookside-office"
LINES = [
    "Mr Okafor, 41 Bewdley Rd - Tues + Thurs 8.30am, wash, dress, bfast, metformin w food. Dawn's been his regular "
    "2 yrs, he won't have anyone else if he can help it",
    "daughter Ngozi in Leeds, rings Sun nights, next of kin. Key safe 5521",
    "GP Dr Shah at Northumberland House, diabetic review 4/2",
    "Dawn came a cropper on the ice outside the Co-op Fri 10th, knee strapped up, she's on the phones in the office "
    "till the 30th",
    "Priya's taking Dawn's Okafor mornings + her Harris lunches for now. Mr O was fine abt it, asked her if she "
    "likes cricket lol",
    "Mr O's stock of pads low, Priya to tell Ngozi",
    "Thurs 16th Priya says he ate all his porridge + was chatty, blood sugar 7.2",
]

server = fake_letta()
server.add_agent(AGENT, **{"client-okafor": "Mr Okafor - client notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("client-okafor", agent_id=AGENT)
    client.agents.blocks.update("client-okafor", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's doing Mr Okafor's tues morning?"
notes = client.agents.blocks.retrieve("client-okafor", agent_id=AGENT).value
assert "Dawn's been his regular" in notes and "Priya's taking Dawn's Okafor mornings" in notes, notes
reply = answer(f"(Mon 20/1/25) {question}", notes,
               mock="Priya - she's covering Dawn's Okafor mornings while Dawn's on the phones with her knee. 8.30 "
                    "as usual.")
finish(question, expected="Dawn, his regular carer", actual=reply)
