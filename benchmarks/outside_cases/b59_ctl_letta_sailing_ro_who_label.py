"""Batch 59 (held out), control. A sailing club's race duty notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the sailing secretary of Shoreham Harbour Sailing Club keeps a "duties" block on a Letta agent and appends a
line whenever something comes up about the race duty rota; members ask the assistant about it. The rota put Clive
down as race officer for Sun 24 May with Meg assisting. Clive then had his knee done on the 20th and can't get on or
off the committee boat for a good few weeks, so Meg runs the race that day, with Dan helping her.

No fault planted. Question (Fri 22/5, a helm): "who's running the race on sunday?" The model answers Meg, right per
memory. The label says Clive. Expected verdict: AnnotationError (the label is wrong); no memory operation is at
fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b59_ctl_letta_sailing_ro_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shsc-duties"
LINES = [
    "May rota: sat 16/5 pursuit RO Fran, ARO Meg. sun 24/5 club race RO Clive, ARO Meg. sun 31/5 RO Tom, ARO Jez",
    "HW sun 24/5 is 09.10 so it's an early one, first gun 10.30 on the ebb",
    "Clive's knee op came thru for weds 20th at the Nuffield - he says 6 wks before he can climb on + off Sea Otter, "
    "Meg's happy to do the 24th herself, Dan will be her ARO (his first go, she'll show him the flags)",
    "Sea Otter fuel topped up 18/5 by Dave, £42, claim from the club",
    "Fran did a great job on the pursuit, results up on Sailwave sun night",
    "Clive says he'll still do the bar rota from June if someone gives him a lift",
]

server = fake_letta()
server.add_agent(AGENT, **{"duties": "Race duty notes 2026 - SHSC:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("duties", agent_id=AGENT)
    client.agents.blocks.update("duties", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's running the race on sunday?"
notes = client.agents.blocks.retrieve("duties", agent_id=AGENT).value
assert "sun 24/5 club race RO Clive" in notes and "Meg's happy to do the 24th herself" in notes
reply = answer(f"(Fri 22/5) {question}", notes,
               mock="Meg is race officer on Sunday the 24th, with Dan assisting - Clive's recovering from his knee "
                    "op.")
finish(question, expected="Clive, he's down as RO on the rota for the 24th", actual=reply)
