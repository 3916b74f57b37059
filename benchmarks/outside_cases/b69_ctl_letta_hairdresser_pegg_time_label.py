"""Batch 69 (held out), control. A mobile hairdresser's bookings: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Shona keeps a "round" block on a Letta agent with her regulars and adds a line whenever something comes up. Mrs
Pegg has a wash and set every Friday at 10. A chiropodist comes to her house on Friday mornings at about ten, and
she asked Shona to come after him, at half eleven.

No fault planted. Question (Thu 10/5, Jade, who is covering Friday's round): "what time am I at Mrs Pegg's
tomorrow?" The model answers 11.30, right per memory. The label says 10am, her usual slot. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b69_ctl_letta_hairdresser_pegg_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shona-round"
LINES = [
    "Mrs Pegg, 3 Lime Tree Ave - wash + set every fri 10am, 45 min, £18. parks her mobility scooter across the drive "
    "so pull up on the road",
    "Mr Pegg clipper cut no.3 same visit once a month, £10, he'll want to chat about the cricket",
    "Mrs Daley, 9 Birch Close - semi only for now, patch test booked",
    "fri 4/5: Mrs Pegg's got a chiropodist coming to the house on fri mornings for her feet, 10ish for half an "
    "hr. she'd like me after him - half 11 suits her, I said no problem, I'll do the Wribbenhall lot first",
    "Jade's got my fri round 11/5 while I'm at the wholesaler's trade day - keys to the salon box in the glovebox",
    "cash float £20 in the blue purse, card reader charged",
]

server = fake_letta()
server.add_agent(AGENT, **{"round": "Shona's Mobile Hair - regulars + notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("round", agent_id=AGENT)
    client.agents.blocks.update("round", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time am I at Mrs Pegg's tomorrow?"
notes = client.agents.blocks.retrieve("round", agent_id=AGENT).value
assert "every fri 10am" in notes and "half 11 suits her" in notes
reply = answer(f"(Thu 10/5, Jade covering Shona's Friday round) {question}", notes,
               mock="Half eleven - her chiropodist comes about 10 on Friday mornings and she wants you after him.")
finish(question, expected="10am", actual=reply)
