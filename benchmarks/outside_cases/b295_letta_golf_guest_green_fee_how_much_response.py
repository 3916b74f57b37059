"""Batch 295 (held out). A golf club's green fees: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the winter rate for a member's guest in its block and gives the summer one.

App: Scarr Bottom Golf Club - 18 holes on the moor, a pro shop, a bar. Malcolm (the club secretary) and Jan (who
runs the bar) add lines to a "visitors + guests" block on the club's Letta agent; the helper answers members'
questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Malcolm's 2051-03-30T17:00 line - green
fees for 2051, visitors £45 weekdays and £55 weekends, members' guests £25 any day, three guests a member at most;
Malcolm's 12/7 line - guests sign the book in the pro shop before they tee off, Gary takes the money; Malcolm's Mon
30th Oct line - winter rates from 1st Nov till the end of February, visitors £30, members' guests £18, mats on the
fairways, temporary greens on the 4th and 11th; and Jan's Thu 7 Dec line - Christmas draw tickets on the bar.
Question (Thu 14/12, Pete): "bringing my brother in law sat morning, how much is his green fee? he's over from
Leeds" -> expected £18 (the members' guest rate in winter). The model says £25.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the winter rates from 1st Nov with members' guests at £18, and the model gave the summer rate of £25.
Asserted: the block has the £25 line and the winter rates line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b295_letta_golf_guest_green_fee_how_much_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-scarr-bottom-gc"
LABEL = "visitors + guests"
LINES = [
    "2051-03-30T17:00 Malcolm - GREEN FEES 2051 ⛳ visitors £45 wkdays £55 wkends, members' guests £25 any day, max 3 "
    "guests per member. guests need a handicap or a cert from their club",
    "12/7 Malcolm - guests to sign the book in the pro shop b4 they tee off pls, Gary'll take the money. no cash "
    "in the honesty box any more",
    "Mon 30th Oct Malcolm - WINTER RATES from 1st nov till end of feb 🥶 visitors £30, members' guests £18. mats on "
    "the fairways, temp greens on the 4th + 11th",
    "Thu 7 Dec Jan - xmas draw tickets on the bar, £2 a strip, turkey + a dozen bottles 🎄",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Scarr Bottom Golf Club - visitors and members' guests:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "bringing my brother in law sat morning, how much is his green fee? he's over from Leeds"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "members' guests £25 any day" in notes, notes
assert "WINTER RATES from 1st nov till end of feb 🥶 visitors £30, members' guests £18" in notes, notes
with fault():
    reply = answer(f"(Thu 14/12/51; Pete) {question}", notes,
                   mock="£25 - that's the members' guest rate, any day. He'll need to sign the book in the pro shop "
                        "and pay Gary before you tee off.")
finish(question, expected="£18 - winter rates from 1st Nov, members' guests £18", actual=reply)
