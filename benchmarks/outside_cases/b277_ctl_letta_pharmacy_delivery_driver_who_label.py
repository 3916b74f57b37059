"""Batch 277 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Outlane Community Pharmacy deliver repeat prescriptions to the housebound round Outlane and Stainland. Dawn
(the counter manager) and Mr Rashid (the pharmacist) add lines to a "deliveries" block on the pharmacy's Letta
agent; the helper answers patients' families from it.

Memory: Dawn, 2053-01-09T15:30 - the Outlane/Stainland round is Thursday afternoons, Keith drives it, he rings the
bell twice so they know it's him; Dawn, 22/1 - Keith's last round is the 30th, he's off to Spain in the caravan,
card's in the back to sign; Gary (the blue Berlingo) is doing the Thursday round from Feb, same times; Mr Rashid,
4th Feb - Mrs Lumb's asked for nothing before 2 on a Thursday, she's at hospital physio in the mornings; Dawn,
Mon 10/2 - fridge items go in the cool bag, the driver needs a signature for the controlled drugs. Question (Tue
11/2, Mrs Lumb's daughter): "who's bringing mum's tablets on thursday? she won't open the door to anyone she doesn't
know 🙄" The assistant says Gary, in the blue Berlingo (Keith's retired from the round), after 2. The label says
Keith.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b277_ctl_letta_pharmacy_delivery_driver_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-outlane-pharmacy"
LABEL = "deliveries"
LINES = [
    "2053-01-09T15:30 Dawn - Outlane/Stainland round is thurs afternoons 🚗 Keith drives it, he rings the bell twice "
    "so they know it's him. repeats in the green bags, name + address on the front",
    "22/1 Dawn - Keith's last round is the 30th!! 🎉 he's off to Spain in the caravan, card's in the back to sign. "
    "Gary (the blue Berlingo) is doing the thurs round from feb, same times",
    "4th Feb Mr Rashid - Mrs Lumb (Stainland) asked for nothing before 2 on a thurs, she's at hospital physio in the "
    "mornings",
    "Mon 10/2 Dawn - fridge items in the cool bag pls, and the driver needs a signature for any CDs",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Outlane Community Pharmacy - repeat prescription deliveries 2053:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's bringing mum's tablets on thursday? she won't open the door to anyone she doesn't know 🙄"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Keith drives it, he rings the bell twice" in notes, notes
assert "Gary (the blue Berlingo) is doing the thurs round from feb" in notes, notes
reply = answer(f"(Tue 11/2/53; Mrs Lumb's daughter) {question}", notes,
               mock="Gary, in a blue Berlingo - Keith's retired from the round. He'll come after 2 because of her "
                    "physio, so maybe let her know to expect him.")
finish(question, expected="Keith", actual=reply)
