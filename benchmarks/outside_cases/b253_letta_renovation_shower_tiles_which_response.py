"""Batch 253 (held out). A couple planning a house renovation with their builder: Letta core memory block (offline
stand-in), one root span per line added and one for the question; the answer call has the tile change in its block
and gives the tiles the block says are discontinued.

App: Tom and Priya are redoing the bathroom at 23 Mill Lane as part of their renovation - a walk-in shower, new
floor, Kev (the plumber) on first fix, Gary (the builder) doing the tiling. Tom, Priya and Gary add lines to a
"bathroom" block on the renovation's Letta agent; the helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the block has Tom's 2051-01-28T21:00 line - the green
zellige from Topps for the shower wall, £68/m2, 6.5m2 with wastage, plain white 60x60 on the floor; Gary's 9/2 line
- old suite out w/c 13th, Kev first fix w/c 20th; Priya's Tue 14th Mar line - Topps rang, the green zellige is
discontinued, so they've gone for the sage metro from Mandarin Stone instead, 7.5x30, £42/m2, same 6.5m2, delivered
Thursday to the garage, floor stays the white 60x60; and Tom's Fri 17/3 line - the tile boxes are in the garage by
the bikes, key under the frog. Question (Mon 20/3, Gary): "which tiles am I fixing on the shower wall this wk? need
to order the right adhesive + grout" -> expected the sage metro, 7.5x30, from Mandarin Stone (in the garage). The
model says the green zellige from Topps.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says the zellige is discontinued and names the sage metro from Mandarin Stone in its place, and the model gave
the zellige. Asserted: the block has the zellige line and the line replacing it with the sage metro.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b253_letta_renovation_shower_tiles_which_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-23-mill-lane-reno"
LABEL = "bathroom"
LINES = [
    "2051-01-28T21:00 Tom - bathroom 🚿 walk-in shower, the green zellige from Topps for the shower wall (£68/m2, "
    "6.5m2 w/ wastage), plain white 60x60 on the floor",
    "9/2 Gary - old suite out w/c 13th, Kev first fix w/c 20th, I'll need the shower tray on site by then",
    "Tue 14th Mar Priya - Topps rang, the green zellige is discontinued 😭 so we've gone for the sage metro from "
    "Mandarin Stone instead, 7.5x30, £42/m2, same 6.5m2, delivered thurs to the garage. floor stays the white 60x60",
    "Fri 17/3 Tom - Gary the tile boxes are in the garage by the bikes, key under the frog 🐸",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "23 Mill Lane renovation - bathroom:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which tiles am I fixing on the shower wall this wk? need to order the right adhesive + grout"
with turn_span("question Mon 20/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "the green zellige from Topps for the shower wall" in notes, notes
    assert "the green zellige is discontinued 😭 so we've gone for the sage metro from Mandarin Stone" in notes, notes
    with fault():
        reply = answer(f"(Mon 20/3/51; Gary) {question}", notes,
                       mock="The green zellige from Topps on the shower wall - 6.5m2 of it - and the white 60x60 on "
                            "the floor.")
finish(question, expected="the sage metro (7.5x30) from Mandarin Stone - the green zellige was discontinued",
       actual=reply)
