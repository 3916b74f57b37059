"""Batch 48 (held out), control. A community cafe's kitchen block: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bev, kitchen lead at The Hive cafe, keeps a "kitchen" block on a Letta agent and appends a line whenever
something comes up; the volunteers ask the assistant, which answers from the block. The Friday lunch club normally
has 30 booked. For Fri 12 June: the Age UK minibus that brings the eight from Tenbury is off the road that day (no
driver), and the surgery's social prescriber has sent two new people. So 24 need feeding: 30 - 8 + 2.

No fault planted. Question (Thu 11/6): "how many portions of lasagne do we need for tomorrow's lunch club?" The model
answers 24, right per memory. The label says 30, the usual number. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b48_ctl_letta_cafe_lunch_club_portions_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hive-kitchen"
LINES = [
    "fri lunch club - 30 booked in most wks, 12.30 sit down, 2 courses £5, pay at the door",
    "June menus: 5/6 fish pie, 12/6 Marco's lasagne + garlic bread, 19/6 roast chicken, 26/6 veg curry",
    "Tenbury lot (8 of them) come on the Age UK minibus, Ray drives",
    "fridge 2 fan motor £180, ok'd",
    "Ray rang weds - minibus is off the road fri 12th, no other driver, so the Tenbury 8 can't get here this "
    "week. he's gutted, said save them some pudding lol",
    "Sheila (social prescriber at the surgery) is sending 2 new ones this fri, Mr + Mrs Dale, he's diabetic - "
    "fruit for pud",
    "quiz night fri eve 40 tickets, chilli, Marco",
]

server = fake_letta()
server.add_agent(AGENT, **{"kitchen": "Hive kitchen notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("kitchen", agent_id=AGENT)
    client.agents.blocks.update("kitchen", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many portions of lasagne do we need for tomorrow's lunch club?"
notes = client.agents.blocks.retrieve("kitchen", agent_id=AGENT).value
assert "30 booked in most wks" in notes and "the Tenbury 8 can't get here" in notes and "2 new ones" in notes
reply = answer(f"(Thu 11/6) {question}", notes,
               mock="24 - the usual 30, less the 8 from Tenbury as the minibus is off the road, plus Mr and Mrs "
                    "Dale from the surgery.")
finish(question, expected="30 portions", actual=reply)
