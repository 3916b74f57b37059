"""Batch 278 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the IT desk at Halden & Pryce (an accountants' office, about 60 staff) keeps a "laptop refresh" block on the
office's Letta agent - Sam and Dee (IT) add lines as the Q1 refresh goes on; the helper answers staff questions
from it.

Memory: Sam, 2051-01-09T10:15 - laptop swaps, pick up from the IT room, 2.14 on the 2nd floor, bring the old one
and the charger; Dee, 16/1 - new phone? tell us BEFORE you wipe the old one or your MFA goes with it; Sam, Mon 23rd
Jan - 2.14's been nabbed for the grad interviews all this week and next, so swaps are from the post room on the
ground floor instead, ask for Dee, 10-12 and 2-4; Dee, 25.1. - the X1s have landed, all the swaps are back on.
Question (Thu 26/1, Mark): "where do I go for my new laptop? I'm down for tmrw" The assistant says the post room on
the ground floor - ask for Dee, 10-12 or 2-4 (2.14's taken for interviews). The label says the IT room, 2.14 on the
2nd floor.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b278_ctl_letta_helpdesk_laptop_pickup_where_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-halden-pryce-it"
LABEL = "laptop refresh"
LINES = [
    "2051-01-09T10:15 Sam - LAPTOP SWAPS 💻 pick up from the IT room, 2.14 on the 2nd floor, bring the old one + "
    "charger. data migrates overnight so save to OneDrive b4",
    "16/1 Dee - new phone? tell us BEFORE u wipe the old one or ur MFA goes with it 🙃",
    "Mon 23rd Jan Sam - 2.14's been nabbed for the grad interviews all this wk + next, so swaps are from the post "
    "room on the ground floor instead, ask for Dee, 10-12 + 2-4",
    "25.1. Dee - the X1s have landed 🎉 all swaps back on as booked",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Halden & Pryce - Q1 2051 laptop refresh:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where do I go for my new laptop? I'm down for tmrw"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pick up from the IT room, 2.14 on the 2nd floor" in notes, notes
assert "swaps are from the post room on the ground floor instead" in notes, notes
reply = answer(f"(Thu 26/1/51; Mark) {question}", notes,
               mock="The post room on the ground floor - ask for Dee, 10-12 or 2-4. The IT room (2.14) is being used "
                    "for interviews this week. Bring your old laptop and charger.")
finish(question, expected="the IT room, 2.14 on the 2nd floor", actual=reply)
