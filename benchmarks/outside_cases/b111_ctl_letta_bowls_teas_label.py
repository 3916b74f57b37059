"""Batch 111 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Rita, secretary of Oakfield Bowls Club, keeps the open day's standing notes in a Letta agent's core memory
block ("openday"), a line at a time; the agent answers the committee.

Memory: open day Sat 10/4; teas normally Brenda's department (teas captain 12 yrs); then Brenda's granddaughter's
christening is that Saturday in Leeds, so Joan's running the kitchen with Rita helping, Brenda's left her the float
and the urn key; scones; coaches. Question (Thu 8/4, Derek): "who's in charge of the teas on saturday?" The
assistant says Joan. The label says Brenda, the teas captain.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b111_ctl_letta_bowls_teas_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-oakfield-openday"
LINES = [
    "OPEN DAY sat 10th april 1-4.30ish, free tasters, flat shoes, woods provided",
    "teas = Brenda's dept as always (teas captain 12 yrs!) - scones, jam, 50p cuppa",
    "Brenda's granddaughter's christening is that sat in Leeds so Joan's running the kitchen, me helping. B's left "
    "her the float + the urn key",
    "coaches: Derek, Maureen, Stan (am only). Gordon on the green",
    "raffle? - ask at AGM",
]

server = fake_letta()
server.add_agent(AGENT, **{"openday": "Oakfield BC open day notes (Rita):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("openday", agent_id=AGENT)
    client.agents.blocks.update("openday", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's in charge of the teas on saturday?"
notes = client.agents.blocks.retrieve("openday", agent_id=AGENT).value
assert "teas = Brenda's dept" in notes and "Joan's running the kitchen" in notes
reply = answer(f"(Thu 8/4/38, Derek) {question}", notes,
               mock="Joan - she's running the kitchen with Rita, Brenda's in Leeds for a christening.")
finish(question, expected="Brenda, the teas captain", actual=reply)
