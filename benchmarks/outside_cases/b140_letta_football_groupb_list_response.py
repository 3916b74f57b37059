"""Batch 140 (held out). A youth football tournament organiser's notes: Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Lou organises the Shelf Juniors summer 7-a-side tournament (Sat 20th June, Shelf Park) and keeps a
"tournament" block on her Letta agent - the groups, the pitches, trophies, the burger van - appending a line as
things come in; the helper answers the pitch marshals and refs from the block.

Planted fault (ResponseError, ignored sufficient context): the block has, from 14/3, the U10 groups as drawn at the
committee meeting (group A Shelf Juniors, Rovers, Northowram, Wibsey Whites; group B Hipperholme Colts, Bailiff
Bridge, Lightcliffe Lions, Queensbury Blues); then the trophies; then, Weds 8 Apr, Queensbury have pulled out -
half their lads are on the school trip to Whitby that weekend - and Ovenden Wanderers have taken their slot in
group B and paid the £25; then the burger van. The model gives group B as first drawn. Question (Thu 18/6, Steve, a
pitch marshal): "which teams are in group B for the u10s? doing the pitch sheets" -> expected Hipperholme Colts,
Bailiff Bridge, Lightcliffe Lions and Ovenden Wanderers. The assistant lists Queensbury Blues for Ovenden.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the draw and the line
that puts Ovenden in Queensbury's slot are both in the block the model was given, and it listed the old group.
Asserted: both lines are in the block the answer call got.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b140_letta_football_groupb_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-shelf-juniors-7s"
LINES = [
    "14/3 - U10 groups drawn at the comm mtg: grp A Shelf Juniors, Rovers, Northowram, Wibsey Whites. grp B "
    "Hipperholme Colts, Bailiff Bridge, Lightcliffe Lions, Queensbury Blues. grp A on pitches 2+3, grp B on 5+6, "
    "10 min games, no half time",
    "22.3. - trophies ordered from the Trophy Centre, 30 medals + 4 cups, £186, pick up w/c 8th june",
    "Weds 8 Apr - Queensbury have pulled out, half their lads are on the school trip to Whitby that wkend. rang "
    "round + Ovenden Wanderers have took their slot in grp B, paid the £25 already",
    "16th may - burger van booked, Dave's Diner 11-5, we get 10%",
    "Tue 9/6 - council marking the pitches thurs 18th, nets + corner flags from the shed",
]

server = fake_letta()
server.add_agent(AGENT, **{"tournament": "Shelf Juniors summer 7s - Sat 20 June 2037, Shelf Park:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("tournament", agent_id=AGENT)
        client.agents.blocks.update("tournament", agent_id=AGENT, value=block.value + "\n- " + line)

question = "which teams are in group B for the u10s? doing the pitch sheets"
with turn_span("question Thu 18/6"):
    notes = client.agents.blocks.retrieve("tournament", agent_id=AGENT).value
    assert "grp B Hipperholme Colts, Bailiff Bridge, Lightcliffe Lions, Queensbury Blues" in notes, notes
    assert "Queensbury have pulled out" in notes and "Ovenden Wanderers have took their slot in grp B" in notes, notes
    with fault():
        reply = answer(f"(Thu 18/6/37, Steve, pitch marshal) {question}", notes,
                       mock="Hipperholme Colts, Bailiff Bridge, Lightcliffe Lions and Queensbury Blues - on pitches "
                            "5 and 6.")
finish(question, expected="Hipperholme Colts, Bailiff Bridge, Lightcliffe Lions and Ovenden Wanderers (Queensbury "
                          "pulled out)", actual=reply)
