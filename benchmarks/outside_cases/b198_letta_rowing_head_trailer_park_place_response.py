"""Batch 198 (held out). A rowing club's head race: Letta core memory block (offline stand-in), one root span per note
added and one for the question; the answer call has the moved trailer park in its block and names the old one.

App: Pengwern Boat Club's juniors and masters are racing the Head of the Teme at Ludlow on Sat 14th Nov 2043 - 3k,
two divisions, the club's trailer taking the 8, two quads and the doubles. Rob (the club's captain) keeps a
"teme-head" block on the club's Letta agent and adds a line as things are sorted; rowers and parents ask it.

Planted fault (ResponseError, ignored sufficient context): the block has Rob's first line (2043-10-08T19:45: Head of
the Teme sat 14th nov, trailer park and rigging on the rugby club field off the Bromfield rd, £10 a trailer); 16th
oct - crews; Tue 3rd Nov - the race sec emailed: the rugby club's pitches are waterlogged, no trailers on them, so
the trailer park's moved to the top end of the Linney car park, rig there, it's a 5 min walk down to the landing
stage; 10.11. - Gaz towing, leaving the boathouse 6.30ish, everyone at the Linney for 8.30 to rig. Question (Thu
12/11, Mia, a J16 sculler): "where do we meet the trailer sat? my dad's dropping me off" -> expected the top end of
the Linney car park (the rugby club's pitches are waterlogged). The model says the rugby club field off the Bromfield
road.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first line and the
Tue 3rd Nov move to the Linney car park are both in the block the model was given, and it answered from the first
alone. Asserted: the block has the rugby club line and the Linney car park lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b198_letta_rowing_head_trailer_park_place_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-pengwern-bc"
LABEL = "teme-head"
LINES = [
    "2043-10-08T19:45 HEAD OF THE TEME sat 14th nov 🚣 Ludlow, 3k. trailer park + rigging on the rugby club field off "
    "the Bromfield rd, £10 a trailer, toilets in the clubhouse",
    "16th oct crews - J16 quad Mia/Ellie/Fran/Jess, masters 8 as per sunday, J14 doubles tbc",
    "Tue 3rd Nov race sec emailed - rugby club's pitches are waterlogged so no trailers on them this yr, trailer park "
    "moved to the top end of the Linney car park, rig there, 5 min walk down to the landing stage",
    "10.11. Gaz towing, leaving the boathouse 6.30ish. everyone at the Linney for 8.30 to rig pls, bring a spanner",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Pengwern BC - Head of the Teme 2043 (Rob, captain):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where do we meet the trailer sat? my dad's dropping me off"
with turn_span("question Thu 12/11"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "trailer park + rigging on the rugby club field" in notes, notes
    assert "trailer park moved to the top end of the Linney car park" in notes, notes
    assert "everyone at the Linney for 8.30" in notes, notes
    with fault():
        reply = answer(f"(Thu 12/11/43; Mia, J16 sculler) {question}", notes,
                       mock="On the rugby club field off the Bromfield road - that's where the trailer parks and we "
                            "rig. Gaz is leaving the boathouse about 6.30.")
finish(question, expected="the top end of the Linney car park - the rugby club's pitches are waterlogged",
       actual=reply)
