"""Batch 127 (held out). A youth orchestra's tour money: Letta core memory block (offline stand-in), script style
(each call its own trace).

App: Mark, the Severn Youth Orchestra's treasurer, keeps a "tour money" block on the orchestra's Letta agent (the
price, the payment dates, who's paid what, bursaries), appending a line as money comes in; the helper answers the
parents from the block.

Planted fault (ResponseError, ignored sufficient context): the block has the Scotland tour at £460 a head all in;
£100 deposit by 1/3, then two instalments of £150 (1st May, 1st June), balance by 1st July; Ollie Reid's deposit paid
28/2 and 1st instalment on 2/5; the Rotary's £400 split four ways, £100 off the balance each for four families, "the
Reids are one of them, Mrs R knows"; and the hoodie (£22) paid separately. The model takes the deposit and the
instalment off and leaves out the bursary. Question (Mon 8/6, Mrs Reid): "how much do i still owe for ollie's tour?
want to clear it in one go" -> expected £110 (460 - 100 - 150 - 100). The assistant says £210.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the price, both
payments and the bursary are all in the block the model was given, and it left the £100 off. Asserted: the price,
the Reids' payments and the bursary line are in the context handed to the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b127_letta_orchestra_tour_owed_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-syo-treasurer"
LINES = [
    "SCOTLAND TOUR 27/7-31/7 - £460 a head all in (coach, hostels, food, festival tickets). £100 deposit by 1/3, then "
    "2 x £150 (1st may + 1st june), balance by 1st july. bank transfer ref = surname + TOUR",
    "28/2 deposits in: Reid (Ollie, cello) £100, Patel £100, Hughes £100 ... 31 of 38 so far",
    "2/5 - 1st instalments: Reid £150, Hughes £150, Okoro £150 (late, fine)",
    "16th may - Rotary have given us £400 towards the tour!! split 4 ways, £100 off the balance each for the 4 "
    "families on the hardship list - the Reids are one of them, Mrs R knows, keep it quiet pls",
    "tour hoodies £22 each, separate from the tour money - Reid paid cash at rehearsal 3/6",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour money": "Severn Youth Orchestra - tour money (treasurer's notes):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tour money", agent_id=AGENT)
    client.agents.blocks.update("tour money", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do i still owe for ollie's tour? want to clear it in one go"
notes = client.agents.blocks.retrieve("tour money", agent_id=AGENT).value
for needle in ("£460 a head", "Reid (Ollie, cello) £100", "Reid £150", "£100 off the balance each",
               "the Reids are one of them"):
    assert needle in notes, (needle, notes)
with fault():
    reply = answer(f"(Mon 8/6/37, Mrs Reid, Ollie's mum) {question}", notes,
                   mock="£210 - the £460 less your £100 deposit and the £150 you paid in May.")
finish(question, expected="£110 - 460 less the £100 deposit, the £150 instalment and the £100 Rotary bursary",
       actual=reply)
