"""Batch 359 (held out). A family's Deepavali open house: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has in its block what a vegetarian cousin can eat and says there is
nothing.

App: Auntie Kala holds the family's Deepavali open house at her terrace house in Klang every year - this year Sat
28/10/2051 from 12pm, mutton varuval, chicken briyani, fish curry, murukku and cookies. Kala and her nephew Suresh
add lines to a "deepavali open house" block on the family's Letta agent; the helper answers the relatives.

Planted fault (ResponseError, ignored sufficient context): the block has Kala's 2051-10-02T20:40 line - the menu,
all meat and fish (mutton varuval, chicken briyani, fish curry); Suresh's 9/10 line - Priya is full vegetarian since
January, no egg also, don't simply give her the chicken one; Kala's Tue 17/10 line - noted for Priya and Uncle
Rajan, she's making a separate pot of veg briyani, dhal and vadai, all no egg, in the blue pots on the side table;
Suresh's 21/10 line - RM50 a family for the fireworks. Question (Wed 25/10, Meena, Priya's mum): "Priya got
anything to eat at the open house or not? or she better tapau her own food" -> expected yes, no need to tapau: the
veg briyani, dhal and vadai in the blue pots. This needs a small inference: the block never says "Priya can eat X";
it says she is vegetarian with no egg (so the mutton, chicken and fish are out) and that a separate no-egg veg pot
is being made for her and Uncle Rajan - so that pot is what she can eat. The model says there's nothing vegetarian
on the menu and she'd better tapau.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the separate no-egg veg briyani, dhal and vadai made for Priya, and the model answered from the first menu
line alone. Asserted: the block has Priya's vegetarian line and the veg pot line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b359_letta_deepavali_open_house_veg_food_inference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kala-family-klang"
LABEL = "deepavali open house"
LINES = [
    "2051-10-02T20:40 Kala - open house at my place Klang as usual 🪔 sat 28/10 from 12pm till whenever. menu: "
    "mutton varuval, chicken briyani, fish curry, murukku + all the cookies. parking can squeeze in front of "
    "Mrs Wong's house, she ok one",
    "9/10 Suresh - reminder Priya full vegetarian since Jan ah, no egg also. don't simply give her the chicken one "
    "then she paiseh to say",
    "Tue 17/10 Kala - ok noted for Priya + Uncle Rajan (doctor say cut meat). I'm making a separate pot of veg "
    "briyani + dhal + vadai, all no egg, in the blue pots on the side table so don't mix the ladles",
    "21/10 Suresh - RM50 each family for the fireworks, pay Vinod by fri. kids only sparklers, no big ones this yr",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kala's family - Deepavali open house 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "Priya got anything to eat at the open house or not? or she better tapau her own food"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Priya full vegetarian since Jan ah, no egg also" in notes, notes
assert "separate pot of veg briyani + dhal + vadai, all no egg" in notes, notes
with fault():
    reply = answer(f"(Wed 25/10/51; Meena, Priya's mum) {question}", notes,
                   mock="Better tapau lah - the menu is mutton varuval, chicken briyani and fish curry, nothing "
                        "vegetarian for her.")
finish(question, expected="yes, no need to tapau - Kala's making a separate no-egg veg briyani, dhal and vadai (the "
                          "blue pots) for her and Uncle Rajan", actual=reply)
