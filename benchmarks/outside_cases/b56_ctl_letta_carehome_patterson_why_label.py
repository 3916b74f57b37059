"""Batch 56 (held out), control. A care home's residents notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the day staff at Elmfield House keep a "residents" block on a Letta agent and append a line whenever something
worth passing on happens; the night staff and relatives' liaison ask the assistant about it later. Mrs Patterson
can't stand fish, so on Fridays the kitchen does her an omelette. On Wednesday 15 April she was in tears at lunch
(shepherd's pie day) because her son Martin had rung to say he can't get up to see her on Sunday after all, work is
sending him to Aberdeen.

No fault planted. Question (Thu 16/4, the relatives' liaison): "why was Mrs Patterson upset at lunch on wednesday?"
The model answers her son rang to say he can't visit on Sunday, right per memory. The label says she was given fish,
which she hates. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b56_ctl_letta_carehome_patterson_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-elmfield-residents"
LINES = [
    "Mrs Patterson (rm 6) - HATES fish, gets upset if it's put in front of her. fri = fish day so kitchen do her a "
    "cheese omelette, don't forget!!",
    "Mr Okoro rm 14 on antibiotics till 17/4, keep him warm, lots of fluids",
    "Stan's grandson + the baby came sat, Stan was beaming all day",
    "15/4 lunch (shep pie) - Mrs P in tears at the table. her Martin rang this morning, he can't get up sun like he "
    "said, work's sending him to Aberdeen for a fortnight. sat w her after, she perked up at the quiz + won a box "
    "of Roses",
    "Mrs Doyle's set done weds by Sandra, she looks a million dollars",
    "Jean W's glasses found in the conservatory plant pot (!)",
]

server = fake_letta()
server.add_agent(AGENT, **{"residents": "Elmfield House - residents, things to pass on:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("residents", agent_id=AGENT)
    client.agents.blocks.update("residents", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why was Mrs Patterson upset at lunch on wednesday?"
notes = client.agents.blocks.retrieve("residents", agent_id=AGENT).value
assert "HATES fish" in notes and "he can't get up sun like he said" in notes
reply = answer(f"(Thu 16/4) {question}", notes,
               mock="Her son Martin rang that morning to say he can't come up on Sunday - work's sending him to "
                    "Aberdeen for two weeks. She cheered up at the quiz later.")
finish(question, expected="she was given fish, which she can't stand", actual=reply)
