"""Batch 315 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Lane Head Farm Shop deliver eggs round Stainland and Holywell Green on Friday mornings in spring 2050 - about
40 houses, cash or a tab, Dean in the van. Sandra (who runs the shop) and Dean add lines to an "egg round" block on
the shop's Letta agent; the helper answers customers' questions from it.

Memory: Sandra, 2050-04-11T08:00 - leave your empty boxes out on Friday with your money, we reuse them; Dean, 29/4
- the round's 15 minutes later from May, the school run; Sandra, Tue 16th May - the environmental health lady came
for the inspection, all fine, but we can't reuse egg boxes any more, new ones every time, so no need to leave them
out, they can go in your recycling; Sandra, 20.5. - price staying £3.20 a dozen through summer. Question (Thu
25/5, Mr Hirst): "do I still need to leave the empty egg boxes out on fri? got a pile of them in the porch" The
assistant says no - the shop can't reuse them since the inspection, so they can go in the recycling. The label
says yes, leave them out on Friday with the money.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b315_ctl_letta_egg_round_boxes_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lane-head-farm-shop"
LABEL = "egg round"
LINES = [
    "2050-04-11T08:00 Sandra - EMPTY BOXES 📦 leave them out on fri with ur money pls, we reuse them, saves us a "
    "fortune",
    "29/4 Dean - round's 15 mins later from may, I've got the school run now 🙈",
    "Tue 16th May Sandra - environmental health lady came for the inspection, all fine BUT we can't reuse egg boxes "
    "any more, new ones every time. so no need to leave them out, they can go in ur recycling. thanks for all the "
    "boxes over the yrs!!",
    "20.5. Sandra - price staying £3.20 a doz through summer, double yolkers £4 when we have them",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lane Head Farm Shop - Friday egg round 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "do I still need to leave the empty egg boxes out on fri? got a pile of them in the porch"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "leave them out on fri with ur money pls, we reuse them" in notes, notes
assert "we can't reuse egg boxes any more" in notes and "no need to leave them out" in notes, notes
reply = answer(f"(Thu 25/5/50; Mr Hirst) {question}", notes,
               mock="No - since the environmental health inspection the shop can't reuse boxes, so there's no need "
                    "to leave them out. They can go in your recycling.")
finish(question, expected="yes - leave the empty boxes out on Friday with the money", actual=reply)
