"""Batch 76 (held out), control. A gospel choir's tour: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bernice, tour manager of Voices of Zion, keeps a "tour" block on a Letta agent for the choir and adds a line
whenever something comes up. The choir's pianist is Marlon; he gets married in Jamaica on 9 October and the Leeds
date (Sat 16th) falls in his honeymoon, so Pastor Femi's nephew Josh, who played for them at Harvest, is on keys
in Leeds.

No fault planted. Question (Mon 11/10, a new tenor): "who's playing for us at Leeds Town Hall?" The model answers
Josh, Pastor Femi's nephew. The label says Marlon, the choir's pianist. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b76_ctl_letta_choir_leeds_keys_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-voz-tour"
LINES = [
    "band for the tour: Marlon on piano/keys (MD), Curtis bass, Little Dee drums. Marlon sends the set list",
    "Marlon + Shanice's wedding is sat 9/10 in Montego Bay!! congrats. they're out there 2 wks after",
    "Leeds - Pastor Femi's nephew Josh is on keys, he played for us at Harvest + knows the set. Marlon back for "
    "the Christmas stuff",
    "Leeds Town Hall has a Steinway but we bring the Nord as well for the organ sounds",
    "rehearsal tues 12/10 7.30 at church, full run, Josh coming",
    "Bradford + Sheffield - backing tracks for the keys, Curtis running them off the laptop",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour": "Voices of Zion - October tour notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tour", agent_id=AGENT)
    client.agents.blocks.update("tour", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's playing for us at Leeds Town Hall?"
notes = client.agents.blocks.retrieve("tour", agent_id=AGENT).value
assert "Marlon on piano/keys" in notes and "nephew Josh is on keys" in notes
reply = answer(f"(Mon 11/10/32, Andre, a new tenor, asking) {question}", notes,
               mock="Josh - Pastor Femi's nephew, who played for us at Harvest. He's at the rehearsal on Tuesday.")
finish(question, expected="Marlon, our pianist/MD", actual=reply)
