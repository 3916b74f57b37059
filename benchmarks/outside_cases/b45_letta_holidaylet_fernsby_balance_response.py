"""Batch 45 (held out). A family's holiday lets: Letta core memory block (offline stand-in of tests/instrumentations),
script style (each call its own trace).

App: Sue Aldridge handles the bookings for the two cottages on the farm. She keeps a "bookings" block on a Letta
agent and appends a line whenever a guest books, pays or asks for something; the assistant answers from the block.
The Fernsbys booked Swallow Cottage for Sat 4 - Sat 11 July at £640, paid a £150 deposit on 2/2, added their dog
(+£25) on 20/2 and paid £200 more on 1/3: £665 - £350 = £315 still to pay.

Planted fault (ResponseError, ignored sufficient context): the model takes only the week's price and the deposit.
Question (Mon 16/3): "how much have the Fernsbys still got to pay?" -> expected £315. The model says £490.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the price, the
deposit, the dog fee and the second payment are all in the block the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b45_letta_holidaylet_fernsby_balance_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-aldridge-lets"
LINES = [
    "Fernsby family (Claire + Matt, 2 kids 9 + 6) - Swallow Cott sat 4 - sat 11 July, £640 for the wk",
    "Claire F paid £150 dep 2/2 by bacs ✔",
    "Old Dairy - Hendersons 18-25 July, paid in full 9/2, her mum's coming too so needs the downstairs room",
    "Claire rang 20/2 - they're bringing Biscuit (cockapoo) after all, +£25 dog fee on the bill, told her dog towels "
    "in the boot room + no dogs upstairs",
    "Swallow - new washing machine in 9/3 (Beko), Marie pleased",
    "1/3 £200 more in from Fernsby, ref FERNSBY JULY",
    "reminder: balances due 6 wks b4 arrival as per T&Cs, chase anything outstanding mid May",
]

server = fake_letta()
server.add_agent(AGENT, **{"bookings": "Bookings + guests:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("bookings", agent_id=AGENT)
    client.agents.blocks.update("bookings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much have the Fernsbys still got to pay?"
notes = client.agents.blocks.retrieve("bookings", agent_id=AGENT).value
assert "£640 for the wk" in notes, notes
assert "paid £150 dep 2/2" in notes, notes
assert "+£25 dog fee" in notes, notes
assert "£200 more in from Fernsby" in notes, notes
with fault():
    reply = answer(f"(Mon 16/3) {question}", notes,
                   mock="£490 - that's the £640 for the week less their £150 deposit. It's due six weeks before "
                        "they arrive, so by about 23 May.")
finish(question, expected="£315 - £640 plus £25 for the dog, and they've paid £350 so far", actual=reply)
