"""Batch 154 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Mel, who chairs Hebden Bridge's Christmas lights committee, keeps a "switch-on" block on her Letta agent for the
switch-on (Sat 28th Nov 2037) - stage, acts, road closure - appending a line as things come up.

Memory: 14/10: stage on the Town Hall steps like always, 5-6.30, the Mayor and the poster competition winner; Weds 4
Nov: a bit of moaning on the Facebook page that the steps are too small for the panto lot and the band at the same
time - ignore it, it's been fine for 20 years; Tue 10/11: the clock tower's scaffolded for the repairs till January
and the council won't have a crowd under it, so they're on the cobbles in St George's Square, stage at the bridge
end, Kev's sorting barriers; 16.11.: Bridge Gate and Crown St shut 3-8. Question (Fri 20/11, Mel): "why's the stage
not on the town hall steps this yr? someone's asking on the fb page" The assistant says because the Town Hall's
clock tower is scaffolded for repairs till January and the council won't have a crowd under it. The label says the
steps are too small for the panto cast and the band - in memory, the Facebook moan Mel said to ignore.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b154_ctl_letta_lights_stage_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-hebden-lights-mel"
LINES = [
    "14/10 - switch on sat 28th nov, stage on the Town Hall steps like always, 5-6.30. Mayor + the poster comp winner "
    "doing the button",
    "Weds 4 Nov - bit of moaning on the fb page that the steps are too small for the panto lot + the band at the same "
    "time. ignore, it's been fine for 20 yrs",
    "Tue 10/11 - clock tower's all scaffolded for the repairs til jan + the council won't have a crowd under it, so "
    "we're on the cobbles in St George's Sq, stage at the bridge end. Kev sorting barriers",
    "16.11. - Bridge Gate + Crown St shut 3-8, buses diverted up Heptonstall Rd. stewards in hi vis from 2.30",
]

server = fake_letta()
server.add_agent(AGENT, **{"switch-on": "Hebden Bridge Christmas lights switch-on 2037 - committee notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("switch-on", agent_id=AGENT)
        client.agents.blocks.update("switch-on", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the stage not on the town hall steps this yr? someone's asking on the fb page"
with turn_span("question Fri 20/11"):
    notes = client.agents.blocks.retrieve("switch-on", agent_id=AGENT).value
    assert "too small for the panto lot" in notes and "scaffolded for the repairs" in notes, notes
    reply = answer(f"(Fri 20/11/37, Mel) {question}", notes,
                   mock="The Town Hall's clock tower is scaffolded for repairs until January and the council won't "
                        "have a crowd under it, so the stage is on St George's Square at the bridge end.")
finish(question, expected="the steps are too small for the panto cast and the band", actual=reply)
