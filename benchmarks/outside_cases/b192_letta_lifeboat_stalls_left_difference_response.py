"""Batch 192 (held out). A lifeboat station's open day: Letta core memory block (offline stand-in), script style (each
call its own trace); the answer call has the lost pitches in its block and counts without them.

App: Barmouth lifeboat station's open day is Sat 14th June 2043, 10-4 on the quay - the Shannon and the D class on
show, stalls in gazebos along the quay, a bbq, a raffle. Gwen (the station's fundraising secretary) keeps an "open
day" block on the station's Letta agent and adds a line as things are sorted; volunteers ask it.

Planted fault (ResponseError, ignored sufficient context): the block has the quay marked out for 20 gazebo pitches
(2043-04-22T19:00); 14 booked by 14/5 (RNLI shop, WI cakes, tombola, the Scouts' bric-a-brac...); Tue 20th May -
the harbour master's been down, the slipway end has to be kept clear for the D class launch + the tractor, so they
lose 3 pitches at that end; 28.5. - 2 more booked (Sandra's fudge + face painting); 1/6 - bbq gas sorted. Question
(Tue 3/6, Huw, who's had the Sea Cadets ask for one): "how many more stalls can we fit on the quay? Sea Cadets want
one" -> expected 1 (20 - 3 = 17 pitches, 16 booked). The model counts 20 pitches and says 4.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the count
needs - 20 pitches, 3 lost to the slipway, 14 + 2 booked - is in the block the model was given, and it left the lost
pitches out. Asserted: the block has the 20 pitches, the 3 lost, the 14 and the 2 more.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b192_letta_lifeboat_stalls_left_difference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-barmouth-lifeboat"
LABEL = "open day"
LINES = [
    "2043-04-22T19:00 open day sat 14th june 10-4 ⚓ quay marked out for 20 gazebo pitches, £10 a pitch, all "
    "proceeds to the station",
    "14/5 booked so far: RNLI shop, WI cakes, tombola, Scouts bric-a-brac, plants (Mair), books, the honey man, "
    "jewellery, cards, candles, crab lines + buckets, coconut shy, knitting, pottery = 14",
    "Tue 20th May harbour master's been down 🙄 slipway end has to be kept clear for the D class launch + the tractor, "
    "so we lose 3 pitches at that end",
    "28.5. 2 more booked - Sandra's fudge + face painting (Carys, £3 a go)",
    "1/6 bbq gas sorted, Dai's bringing the big griddle. raffle tix 5 for £2",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Barmouth lifeboat open day 2043 (Gwen):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more stalls can we fit on the quay? Sea Cadets want one"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "marked out for 20 gazebo pitches" in notes, notes
assert "so we lose 3 pitches at that end" in notes, notes
assert "coconut shy, knitting, pottery = 14" in notes and "2 more booked" in notes, notes
with fault():
    reply = answer(f"(Tue 3/6/43; Huw, station volunteer) {question}", notes,
                   mock="4 more - there are 20 pitches and 16 are booked (14 plus the fudge and face painting), so "
                        "yes, the Sea Cadets can have one.")
finish(question, expected="1 - 17 pitches now (3 lost at the slipway end), 16 booked", actual=reply)
