"""Batch 251 (held out). A family's holiday-let cleaning schedule: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the late checkout in its block and gives the usual time.

App: the Hartleys let Sea Holly Cottage in Robin Hood's Bay by the week, Saturday to Saturday, and the family do
the cleaning between lets. Mum and Dad add lines to a "changeovers" block on the family's Letta agent; whoever's
cleaning asks it things.

Planted fault (ResponseError, ignored sufficient context): the block has Mum's 2050-04-12T20:00 line - guests out
by 10, in from 4, so the cleaner's in at 10; Dad's 2/7 line - the hot tub needs draining and the chemicals doing
every changeover; Mum's Weds 9th July line - the Harpers (out Sat 12th) asked for a late checkout, their ferry's
not till 3, she said yes till 12 for £20, so nobody goes in before 12 on Saturday, sorry Sue, it's a squeeze; and
Mum's Thu 10/7 line - the Khans (in Sat 12th) asked to come at 2, she said no, 4 as usual, we need the time. Question
(Fri 11/7, Auntie Sue, cleaning Saturday): "what time can I get in to start on sat? want to get the beds done
early + I've the WI at 5" -> expected 12 noon, after the Harpers' late checkout. The model says 10, when the guests
are out.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the late checkout till 12 for Saturday and says nobody goes in before 12, and the model gave the usual 10.
Asserted: the block has the usual 10 line and the late checkout line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b251_letta_holiday_let_start_cleaning_time_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hartley-sea-holly"
LABEL = "changeovers"
LINES = [
    "2050-04-12T20:00 Mum - CHANGEOVERS 🏖️ guests out by 10, new lot in from 4, so whoever's cleaning is in at 10. "
    "bedding from the cupboard on the landing, dirty stuff to the laundry bags in the car",
    "2/7 Dad - hot tub needs draining + the chemicals doing every changeover, kit's in the shed, takes about 40 mins",
    "Weds 9th July Mum - the Harpers (out sat 12th) asked for a late checkout, their ferry's not till 3 - said yes "
    "till 12, £20 extra, so NOBODY in before 12 on sat pls 🙏 sorry Sue, it's a squeeze",
    "Thu 10/7 Mum - the Khans (in sat 12th) asked to come at 2, said no, 4 as usual, we need the time",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sea Holly Cottage - changeovers summer 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time can I get in to start on sat? want to get the beds done early + I've the WI at 5"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "whoever's cleaning is in at 10" in notes, notes
assert "said yes till 12, £20 extra, so NOBODY in before 12 on sat" in notes, notes
with fault():
    reply = answer(f"(Fri 11/7/50; Auntie Sue) {question}", notes,
                   mock="You can get in at 10 on Saturday, once the guests are out - that gives you till 4, so "
                        "you'll be done in plenty of time for the WI.")
finish(question, expected="12 noon - the Harpers have a late checkout till 12 for their ferry", actual=reply)
