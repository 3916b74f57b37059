"""Batch 221 (held out). A sailing club's open day: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the new safety-boat crew in its block and names the old one anyway.

App: Bala Sailing Club hold an open day on Sat 9th July 2050 - taster sails in the Wayfarers 10-4, a safety boat on
the water all day, a barbecue on the slipway, buoyancy aids on the rack. Rob (the commodore) and Kate (the
secretary) keep an "open_day" block on the club's Letta agent and add a line as things come up; the helper answers
members from it.

Planted fault (ResponseError, ignored sufficient context): the block has Rob's 2050-05-03T19:00 line - taster sails
10-4, safety boat Rob + Alun in the rib; Kate's 21.5. line on buoyancy aids; Rob's Weds 8 Jun line - Alun's off to
his daughter's in Perth for the summer, so Bethan's driving the safety boat with him, she did her powerboat level 2
in April; and Kate's Tue 28th June barbecue line. Question (Thu 7/7, Dewi, doing the risk assessment): "who's
driving the safety boat sat? need names for the risk assessment" -> expected Rob and Bethan (Alun's in Australia).
The model says Rob and Alun.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model
was given has both the first crew and the 8th June change, and it answered from the first. Asserted: the block has
both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b221_letta_sailing_safety_boat_who_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-bala-sc"
LABEL = "open_day"
LINES = [
    "2050-05-03T19:00 Rob - OPEN DAY ⛵ sat 9th july, taster sails in the Wayfarers 10-4, 20 mins a go. safety boat "
    "me + Alun in the rib all day",
    "21.5. Kate - buoyancy aids: 30 on the rack + 12 borrowed off the Scouts, kids' sizes in the blue box",
    "Weds 8 Jun Rob - Alun's off to his daughter's in Perth for the summer 🇦🇺 lucky sod, so Bethan's driving the "
    "safety boat w/ me, she did her powerboat 2 in April",
    "Tue 28th June Kate - bbq on the slipway from 12, Dewi's burgers, veggie sausages, £4 w/ a can",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Bala Sailing Club open day 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's driving the safety boat sat? need names for the risk assessment"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "safety boat me + Alun in the rib" in notes, notes
assert "so Bethan's driving the safety boat w/ me" in notes, notes
with fault():
    reply = answer(f"(Thu 7/7/50; Dewi, doing the risk assessment) {question}", notes,
                   mock="Rob and Alun - they're in the rib all day, 10 till 4.")
finish(question, expected="Rob and Bethan - Alun's away at his daughter's in Perth for the summer", actual=reply)
