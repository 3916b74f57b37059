"""Batch 79 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Angie, the Vale Junior League's secretary, keeps the cup weekend's notes in a Letta agent's core memory block
("cupweekend"), appending a line at a time; managers and parents ask the agent.

Memory: Gary, a Hinton Hawks dad with his badge, put his hand up to referee the U10 final, but his lad plays for
the Hawks, who are in it, and Colin wants someone with no side in it; Tom Price, the league's own referee, has the
U10 final at 10am on pitch 4, and Gary is running the line on the U14 final. The assistant says Tom Price, the
league referee. The label gives Gary.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b79_ctl_letta_cup_u10_referee_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-vale-league"
LINES = [
    "Gary (Hawks dad, did his ref badge in Jan) put his hand up for the u10 final - but his Alfie's in the Hawks "
    "squad + they're in it, Colin says it's got to be someone with no side in it, fair enough",
    "u10 final 10am pitch 4 small goals - Tom Price (league ref) has it, he's doing the u8 festival after",
    "Gary's happy to run the line on the u14 final at 1.30, says it beats standing about, Sue Gill's ok with that",
    "trophies - Angie's boot, 3 boxes. medals 18 per team",
    "first aid tent by the pavilion, St John's from 9.30, 2 of them",
    "bacon butties £3, Hawks committee doing the tea bar, proceeds to the league",
]

server = fake_letta()
server.add_agent(AGENT, **{"cupweekend": "Vale Junior League - cup finals sat 10 May, Hinton Rec:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("cupweekend", agent_id=AGENT)
    client.agents.blocks.update("cupweekend", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's refereeing the U10 final?"
notes = client.agents.blocks.retrieve("cupweekend", agent_id=AGENT).value
assert "Tom Price (league ref) has it" in notes and "put his hand up for the u10 final" in notes
reply = answer(f"(Thu 8/5/32, the Ashby Colts U10 manager) {question}", notes,
               mock="Tom Price, the league's referee - 10am on pitch 4.")
finish(question, expected="Gary - the Hawks dad who's just got his badge", actual=reply)
