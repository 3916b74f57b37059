"""Batch 87 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Ben at the Manor Farm Shop keeps the month's round notes in a Letta agent's core memory block ("october"),
appending a line at a time; the drivers ask the agent.

Memory: Mrs Dunn (Thursday round) was away at her sister's in Cromer 2-9 Oct so nothing went those weeks; later her
grandson built her a coop and she's got four ex-battery hens now, swimming in eggs, so it's a veg box only for her
from now on, though she still wants her jar of jam. Question (Thu 27/10, Tom): "why's Mrs Dunn not having eggs any
more?" The assistant says she's got her own hens. The label says she's away at her sister's.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b87_ctl_letta_farmshop_eggs_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-manor-farm-rounds"
LINES = [
    "Mrs Dunn (Thurs, Bell Lane) - away at her sister's in Cromer 2nd-9th oct, skip her those wks",
    "6/10 tues round: new customer Old Forge, Hinxworth, 2 doz, gate code 1966",
    "Okafor paid his £9.60 + this wk's, all square",
    "18/10 Mrs D's grandson's knocked her up a coop, she's got 4 ex-batts now & swimming in eggs lol - veg box only "
    "for her from here on. still wants her jar of the damson jam mind",
    "van heater fixed, £120, Gav at the garage",
    "pumpkins out front from 24th, £3 / £5 for the big ones",
]

server = fake_letta()
server.add_agent(AGENT, **{"october": "Manor Farm Shop rounds - October notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("october", agent_id=AGENT)
    client.agents.blocks.update("october", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's Mrs Dunn not having eggs any more?"
notes = client.agents.blocks.retrieve("october", agent_id=AGENT).value
assert "away at her sister's in Cromer" in notes and "4 ex-batts now" in notes
reply = answer(f"(Thu 27/10/33, Tom, doing the Thursday round) {question}", notes,
               mock="She keeps her own hens now - her grandson built her a coop and she's got four ex-battery hens, "
                    "so it's just the veg box, plus her damson jam.")
finish(question, expected="she's away at her sister's", actual=reply)
