"""Batch 236 (held out). A running club's Christmas handicap: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the real reason for the new start in its block and gives a
reason the block rules out.

App: Mytholm Harriers run their Christmas handicap on Sun 18th Dec 2050 - a 5 mile loop up Cragg Vale and back,
staggered starts off parkrun times, fancy dress, mince pies and mulled wine after, prizes for the first three back
and the best dressed. Mick (the handicapper) and Sue (the social secretary) add lines to a "xmas handicap" block on
the club's Letta agent; the helper answers members' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Mick's 2050-11-03T20:15 line - 10am from
the clubhouse as usual; Sue's 19/11 line - mince pies and mulled wine after, prizes; Mick's Tue 6th Dec line - the
flood in the clubhouse last week has wrecked the floor, it's all up till the new year, so they'll start and finish
at the Hinchliffe Arms car park, the landlord's said they can use the back room for bags and the mince pies; and
Sue's Sat 10th Dec line - someone asked if the Santa dash in town clashes, it doesn't, that's the Saturday. Question
(Weds 14/12, Gary): "why are we meeting at the Hinchliffe Arms not the clubhouse for the handicap? 😂 is it just for
the beer" -> expected because the clubhouse floor is up after last week's flood (till the new year). The model says
it's because of the road closures for the Santa dash.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the flood and the floor as the reason and says the Santa dash is the Saturday and doesn't clash, and the
model gave the Santa dash. Asserted: the block has the flood line and the Santa dash line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b236_letta_running_handicap_venue_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mytholm-harriers"
LABEL = "xmas handicap"
LINES = [
    "2050-11-03T20:15 Mick - XMAS HANDICAP 🎅 sun 18th dec, from the clubhouse as usual, first off 10am, 5 mile loop "
    "up Cragg Vale + back. fancy dress optional, £2 on the day for the food bank",
    "19/11 Sue - mince pies + mulled wine after (Barbara's doing a non alc one for drivers), prizes for the 1st 3 "
    "back + best dressed",
    "Tue 6th Dec Mick - the flood in the clubhouse last wk's wrecked the floor, it's all up till the new year 😩 so "
    "we'll start + finish at the Hinchliffe Arms car park, landlord's said we can have the back room for bags + the "
    "mince pies after",
    "Sat 10th Dec Sue - someone asked if the Santa dash in town clashes - it doesn't, that's the sat, the roads are "
    "all open sun",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Mytholm Harriers - Christmas handicap 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we meeting at the Hinchliffe Arms not the clubhouse for the handicap? 😂 is it just for the beer"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "the flood in the clubhouse last wk's wrecked the floor, it's all up till the new year" in notes, notes
assert "Santa dash in town clashes - it doesn't, that's the sat" in notes, notes
with fault():
    reply = answer(f"(Weds 14/12/50; Gary) {question}", notes,
                   mock="Not the beer, sadly - it's because of the Santa dash in town, the roads round the clubhouse "
                        "are closed, so it's easier to start from the Hinchliffe Arms.")
finish(question, expected="because the clubhouse floor is up after last week's flood - it's out till the new year",
       actual=reply)
