"""Batch 55 (held out), control. A village cricket club's teas notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the teas ladies of Little Haddon CC keep a "teas" block on a Letta agent and add a line whenever something
comes up; the captain and the fixtures secretary ask the assistant about it. The season's rota puts Sheila and Ann
on teas for Sat 25 July. Sheila's hip operation came through for the 21st and she'll be on crutches for weeks, so
Ann has roped in her sister Marion, who did teas at Fenny Drayton for years.

No fault planted. Question (Thu 23/7, the captain): "who's helping Ann with the teas on saturday?" The model answers
Ann's sister Marion, right per memory. The label says Sheila, as on the rota. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b55_ctl_letta_cricket_teas_helper_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lhcc-teas"
LINES = [
    "ROTA 2026 home games: 27/6 Pat + Sheila | 11/7 Brenda + Ann | 25/7 Sheila + Ann | 8/8 Pat + Margaret | 22/8 "
    "Brenda + Margaret. swap amongst yourselves + tell Keith",
    "£4 a head tea money, visitors too, tin's in the kitchen drawer",
    "new urn from the committee 18/7 (£89, Argos), the hall one goes back",
    "Sheila's hip op came thru!! 21st July at the Nuffield. she'll be on crutches a good few weeks so no teas for "
    "her for a bit. Ann says leave it w her, her sister Marion's staying + did the teas at Fenny Drayton for years",
    "25/7 is the derby v Ashby Magna, expect a crowd, do extra sandwiches + the coffee cake",
    "Marion's bringing her own pinny + a lemon drizzle, Ann's doing the sarnies fri night",
]

server = fake_letta()
server.add_agent(AGENT, **{"teas": "Little Haddon CC teas:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("teas", agent_id=AGENT)
    client.agents.blocks.update("teas", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's helping Ann with the teas on saturday?"
notes = client.agents.blocks.retrieve("teas", agent_id=AGENT).value
assert "25/7 Sheila + Ann" in notes and "her sister Marion's staying" in notes
reply = answer(f"(Thu 23/7) {question}", notes,
               mock="Her sister Marion - Sheila's just had her hip done, so Marion's stepping in. She did the teas at "
                    "Fenny Drayton for years.")
finish(question, expected="Sheila - it's her turn on the rota", actual=reply)
