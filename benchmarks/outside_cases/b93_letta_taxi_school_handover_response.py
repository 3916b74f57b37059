"""Batch 93 (held out). A taxi firm's school contract for one pupil: Letta core memory block (the offline stand-in
server), script style.

App: Abbey Cars keeps each council school-run pupil's arrangements in a Letta agent's core memory block
("jayden"), the office appending a line at a time as the school and the family ring; the drivers ask the agent.

Planted fault (ResponseError, the context had the answer): the block says Jayden (9, autistic, Oakwood School)
goes in at the side gate on Beech Rd, not reception, and is handed over only to his 1:1 teaching assistant,
Mrs Kaur; if she's off, to the SENCo, Mr Bell - the office are not to take him. A later line says the school rang
Mon 12/1: Mrs Kaur is back from her op this week. Question (Tue 13/1, Gaz, covering the run): "who am I handing
jayden to at oakwood tomorrow?" -> expected his one-to-one teaching assistant (Mrs Kaur), at the side gate. The
model says the SENCo, Mr Bell.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
hand-over line and the line that Mrs Kaur is back are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b93_letta_taxi_school_handover_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-abbey-route12"
LINES = [
    "JAYDEN W (9) - Oakwood School, route 12, pick up 8.05 from 4 Sandpit Lane, home drop 3.35. council contract "
    "HC-2291. booster seat in the car, he sits behind the passenger seat ALWAYS",
    "autistic, doesn't like the radio on or the window down. talk to him about trains, he loves them",
    "hand over at the SIDE GATE on Beech Rd (not reception) ONLY to his 1:1 TA, Mrs Kaur. if she's off -> Mr Bell "
    "the SENCo. office staff can't take him, school's rule",
    "mum (Leanne) 07700 900731, works nights so text don't ring before 12",
    "Dec - Mrs Kaur off for her op, Mr Bell doing the gate till further notice",
    "school rang mon 12/1 - Mrs Kaur back this week, full days. Jayden v happy apparently",
]

server = fake_letta()
server.add_agent(AGENT, **{"jayden": "Abbey Cars - route 12 pupil notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("jayden", agent_id=AGENT)
    client.agents.blocks.update("jayden", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who am I handing jayden to at oakwood tomorrow?"
notes = client.agents.blocks.retrieve("jayden", agent_id=AGENT).value
assert "ONLY to his 1:1 TA, Mrs Kaur" in notes and "Mrs Kaur back this week" in notes and "Mr Bell" in notes
with fault():
    reply = answer(f"(Tue 13/1/37, Gaz, covering route 12) {question}", notes,
                   mock="Mr Bell, the SENCo - he's doing the side gate on Beech Rd while Mrs Kaur is off.")
finish(question, expected="his 1:1 TA (Mrs Kaur) at the Beech Rd side gate - she's back now", actual=reply)
