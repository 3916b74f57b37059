"""Batch 162 (held out). A u16 cricket tour's manager's notes: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call has the whole block and reads the length off the first
booking.

App: Lisa is tour manager for Holme Valley CC U16s, touring Scarborough in August 2038 (the Clifton hotel on the
north bay, half board; games against Scarborough, Flamborough and Pickering). She keeps a "tour" block on her Letta
agent, appending a line as things come up; parents ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has, from 3/7, the tour booked Sun 8th - Tue
10th Aug, 2 nights at the Clifton; from Tue 13th, the fixtures (Mon v Scarborough at North Marine Rd, Tue v
Flamborough); from 22.7., Flamborough can't do Tuesday after all but can do Weds morning, so she's had the Clifton
add the Tuesday night - 3 nights, home Weds 11th teatime after the game; from 2038-08-02T19:30, the £40 spends and the
phone rule. The model goes by the first booking. Question (Thu 5/8, Mrs Carter): "how long are they away for? need
to know how many pants to pack lol" -> expected 3 nights, Sun 8th to Weds 11th (home teatime). The assistant says 2
nights, Sunday to Tuesday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 3 nights, home
Weds, are in the block the model was given, next to the 2-night booking it answered from. Asserted: the block has
the 2-night and the 3-night lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b162_letta_crickettour_nights_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-holme-valley-u16-tour-lisa"
LINES = [
    "3/7 - tour booked!! Sun 8th - Tue 10th Aug, Scarborough, 2 nights at the Clifton on the north bay, half board. "
    "coach from the club 9am sun",
    "Tue 13th - fixtures: mon v Scarborough U16 at North Marine Rd (the actual county ground, lads are buzzing), "
    "tues v Flamborough 10.30",
    "22.7. - Flamborough can't do tues after all (their pitch is being relaid) but can do weds morning, so I've got "
    "the Clifton to add the tues night. 3 nights now, home weds 11th teatime after the game. extra £35 a head, sorry",
    "2038-08-02T19:30 - £40 spends max, phones handed in at 10.30pm, Dave's rule not mine",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour": "Holme Valley CC U16s - Scarborough tour 2038 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("tour", agent_id=AGENT)
        client.agents.blocks.update("tour", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long are they away for? need to know how many pants to pack lol"
with turn_span("question Thu 5/8"):
    notes = client.agents.blocks.retrieve("tour", agent_id=AGENT).value
    assert "2 nights at the Clifton" in notes, notes
    assert "3 nights now, home weds 11th teatime" in notes, notes
    with fault():
        reply = answer(f"(Thu 5/8/38, Mrs Carter, a player's mum) {question}", notes,
                       mock="2 nights - Sunday 8th to Tuesday 10th at the Clifton, half board.")
finish(question, expected="3 nights - Sun 8th to Weds 11th, home Weds teatime after the Flamborough game",
       actual=reply)
