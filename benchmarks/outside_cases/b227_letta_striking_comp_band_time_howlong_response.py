"""Batch 227 (held out). A bell ringers' striking competition: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the new time a band gets in its block and gives the old one.

App: the Leominster branch's eight-bell striking competition is Sat 17th September 2050 at Kingsland - eleven bands,
a touch-in then the test piece, two judges in the vestry, tea in the school hall, the results and the shield about
6.30. Ros (the branch secretary) adds lines to a "striking comp" block on the branch's Letta agent as things come
up; the helper answers the tower captains from it.

Planted fault (ResponseError, ignored sufficient context): the block has Ros's 2050-07-04T20:00 line - each band gets
the bells for 15 mins, a touch-in then the test piece; her 22.7. line - 11 bands entered, the most they've ever had;
her Weds 10 Aug line - the judges say with 11 bands they'd be there till gone 7, so it's 12 mins a band now, a 2
min touch-in then the test piece; and her Tue 6th Sept line - tea in the school hall, results about 6.30.
Question (Thu 15/9, Nigel, tower captain at Pembridge): "how long do we get on the bells sat? want to plan our
touch" -> expected 12 minutes (a 2-minute touch-in then the test piece). The model says 15 minutes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the 12 mins a band and why, under the older 15, and the model gave the older figure. Asserted: the block
has the 15 mins line and the 12 mins line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b227_letta_striking_comp_band_time_howlong_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-leominster-branch"
LABEL = "striking comp"
LINES = [
    "2050-07-04T20:00 Ros - STRIKING COMP 🔔 sat 17th sept at Kingsland, 8 bells. each band gets the bells for 15 "
    "mins - touch-in then the test piece, stop when I ring the handbell",
    "22.7. Ros - 11 bands entered!! most we've ever had, draw for order at 1.30",
    "Weds 10 Aug Ros - judges say with 11 bands we'd be there till gone 7 😬 so it's 12 mins a band now, 2 min "
    "touch-in then the test piece. be on the ropes when the band before comes down pls",
    "Tue 6th Sept Ros - tea's in the school hall after (WI), results ~6.30, Eardisland to bring the shield back",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Leominster branch - striking competition 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long do we get on the bells sat? want to plan our touch"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "each band gets the bells for 15 mins" in notes, notes
assert "so it's 12 mins a band now, 2 min touch-in then the test piece" in notes, notes
with fault():
    reply = answer(f"(Thu 15/9/50; Nigel, tower captain at Pembridge) {question}", notes,
                   mock="15 minutes - a touch-in and then your test piece; Ros rings the handbell when your time's "
                        "up.")
finish(question, expected="12 minutes - a 2-minute touch-in then the test piece (cut from 15 as 11 bands entered)",
       actual=reply)
