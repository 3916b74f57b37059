"""Batch 294 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Calder Bike Works in Sowerby Bridge - a shop and workshop, Jo (the owner), Rich and Tariq (mechanics). Jo and
Rich add lines to a "shop notices" block on the shop's Letta agent; the helper answers customers from it.

Memory: Jo, 2051-05-22T17:30 - shut Mon 5th June for the stocktake, back Tues; Rich, 27/5 - Brompton demo day Sat
10th, 10-3; Jo, Thu 1st June - the stocktake's put back a week (the Madison rep can't do the 5th), but they're still
shut Mon 5th because all three of them are on the Shimano e-bike course in Leeds that day, they got the places
after all; Rich, Fri 2/6 - the sign's on the door and the website's updated. Question (Sat 3/6, Gill, a customer):
"why are you shut on monday? was going to drop my e-bike in 🙄" The assistant says all three are on the Shimano
e-bike course in Leeds that day (the stocktake's been put back a week), back Tuesday. The label says the stocktake.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b294_ctl_letta_bike_shop_shut_monday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-bike-works"
LABEL = "shop notices"
LINES = [
    "2051-05-22T17:30 Jo - SHUT mon 5th june for stocktake 📦 back tues 9am as normal",
    "27/5 Rich - Brompton demo day sat 10th, 10-3, their van's bringing 8 bikes, free coffee",
    "Thu 1st June Jo - stocktake's put back a wk (Madison's rep can't do the 5th) BUT we're still shut mon 5th - "
    "all 3 of us are on the Shimano e-bike course in Leeds that day, we got the places after all 🙌",
    "Fri 2/6 Rich - sign's on the door + website's updated. e-bike drop offs tues onwards pls",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Bike Works - notices:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are you shut on monday? was going to drop my e-bike in 🙄"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "SHUT mon 5th june for stocktake" in notes, notes
assert "stocktake's put back a wk" in notes and "Shimano e-bike course in Leeds" in notes, notes
reply = answer(f"(Sat 3/6/51; Gill) {question}", notes,
               mock="All three of us are on the Shimano e-bike course in Leeds on Monday - the stocktake's been put "
                    "back a week. We're open Tuesday from 9, so drop it in then.")
finish(question, expected="the stocktake", actual=reply)
