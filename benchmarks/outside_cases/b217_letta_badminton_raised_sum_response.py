"""Batch 217 (held out). A badminton club's charity night: Letta core memory block (offline stand-in), one root span
per note and one for the question; the answer call has the night's real head count in its block and works from the
number they hoped for.

App: Ludlow Shuttlers hold a charity night for the Air Ambulance on Fri 27th Nov 2048 at the Leisure Centre, 7-10 -
doubles on 5 courts, pairs out of a hat, a raffle, £5 a head on the door. The committee keep a "charity night" block
on the club's Letta agent and add a line as things come up; the helper answers members from it.

Planted fault (ResponseError, ignored sufficient context): the block has Mel's 2048-10-06T20:00 line - £5 a head,
aiming for 40 players, 5 courts booked; Tue 17th Nov, the raffle prizes; and Mel's Sat 28th Nov line after the
night - 44 of them in the end (a few from Tenbury turned up on spec), the raffle took £163, and Gary's work are
putting £100 in. Question (Mon 30/11, Steve, the treasurer, writing the cheque): "how much did we raise on fri all
in? writing the cheque for the air ambulance" -> expected £483 (44 x £5 = £220, + £163 + £100). The model says
£463, working from the 40 they aimed for.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the £5 a head, the 44
who came, the raffle's £163 and the £100 are all in the block the model was given, and it added up the wrong head
count. Asserted: the block has all four.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b217_letta_badminton_raised_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ludlow-shuttlers"
LABEL = "charity_night"
LINES = [
    "2048-10-06T20:00 Mel - CHARITY NIGHT 🏸 fri 27th nov 7-10, Leisure Centre, 5 courts booked. £5 a head on the "
    "door, all to the Air Ambulance. aiming for 40 players",
    "Tue 17th Nov Jo - raffle prizes: Yonex bag from Sports Direct, voucher for the Church Inn, a bottle of gin 🍸. "
    "tickets £1 a strip",
    "Sat 28th Nov Mel - what a night!! 44 of us in the end, a few from Tenbury turned up on spec 😂 raffle took £163 "
    "+ Gary's work are putting £100 in. cash is in the tin at mine",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ludlow Shuttlers charity night 2048 (committee):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much did we raise on fri all in? writing the cheque for the air ambulance"
with turn_span("question Mon 30/11"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "£5 a head on the door" in notes and "44 of us in the end" in notes, notes
    assert "raffle took £163" in notes and "Gary's work are putting £100 in" in notes, notes
    with fault():
        reply = answer(f"(Mon 30/11/48; Steve, the treasurer) {question}", notes,
                       mock="£463 - £200 on the door (40 players at £5), £163 from the raffle and £100 from Gary's "
                            "work.")
finish(question, expected="£483 - £220 on the door (44 at £5), £163 raffle and £100 from Gary's work", actual=reply)
