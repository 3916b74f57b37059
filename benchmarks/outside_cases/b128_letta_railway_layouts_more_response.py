"""Batch 128 (held out). A model railway exhibition's planning block: Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Geoff, the Wenbury Model Railway Club's exhibition manager, keeps an "exhibition" block on the club's Letta
agent - last year's figures, who's bringing what, traders - appending a line as things come in; the helper answers
the committee from the block.

Planted fault (ResponseError, ignored sufficient context): the block has last year's show at 14 layouts; 14/2 the 16
layouts booked for 18/19 April, listed by name; 16th mar the traders up to 11; 22.3. Dave B rang - his garage
flooded and Little Wenbury's baseboards have swelled, he's not bringing it this year, Geoff'll spread the Lego one
into the gap; Tue 24/3 the programme to the printers by 3/4. The model compares the booked 16 with last year's 14.
Question (Thu 26/3, Marion, writing the programme blurb): "how many more layouts than last year have we got? for the
programme blurb" -> expected 1 more (15 against 14). The assistant says 2 more.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): last year's count, the
16 booked and Little Wenbury pulling out are all in the block the model was given, and it left the withdrawal out.
Asserted: the three lines are in the block handed to the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b128_letta_railway_layouts_more_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-wenbury-show"
LINES = [
    "2036 show - 14 layouts, 9 traders, 1,120 through the door (record!), cafe took £640",
    "14/2 layouts booked for 18/19 April: Wenbury Jn, Little Wenbury, Ashby Road, Dock St, Penhallow, Kings Lynn MPD, "
    "Porth Harbour, the Lego one, Coal Drops, Bramble Halt, Sheep Pasture, Gwent Valley, Tiny Trams, Crewe Works, "
    "Highfield, Marsh Lane - 16!! biggest yet",
    "16th mar - traders up to 11, Hattons + the 2nd hand book stall are new. £25 a table",
    "22.3. Dave B rang, his garage flooded + Little Wenbury's baseboards have all swelled, he's not bringing it this "
    "yr. gutted for him. I'll spread the Lego one out into the gap",
    "Tue 24/3 programme to the printers by 3/4, Marion's doing the blurb, 300 copies",
]

server = fake_letta()
server.add_agent(AGENT, **{"exhibition": "Wenbury MRC exhibition 2037 - planning notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("exhibition", agent_id=AGENT)
        client.agents.blocks.update("exhibition", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more layouts than last year have we got? for the programme blurb"
with turn_span("question Thu 26/3"):
    notes = client.agents.blocks.retrieve("exhibition", agent_id=AGENT).value
    assert "2036 show - 14 layouts" in notes, notes
    assert "Highfield, Marsh Lane - 16!!" in notes, notes
    assert "not bringing it this yr" in notes, notes
    with fault():
        reply = answer(f"(Thu 26/3/37, Marion, programme blurb) {question}", notes,
                       mock="2 more - 16 layouts this year against 14 last year.")
finish(question, expected="1 more - 15 this year (16 booked, Little Wenbury's out) against 14", actual=reply)
