"""Batch 232 (held out). A chapel's harvest supper: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the free kitchen helpers in its block and charges them anyway.

App: Heptonstall Methodists hold their harvest supper on Fri 7th October 2050, 7pm in the schoolroom - hotpot and
red cabbage, apple pie, an auction of the harvest produce after. Ruth (the organiser) and Dennis (the treasurer) add
lines to a "harvest supper" block on the chapel's Letta agent as things come up; the helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the block has Ruth's 2050-09-02T19:00 line - tickets £12
adults, £6 under 12s; her Sun 18th Sep line - the kitchen lot (Margaret, Joan, Elsie and Ted) eat for free, they're
doing all the cooking, don't charge them; and Dennis's Weds 28 Sep line - 52 adults and 10 kids on the list so far,
that's counting the kitchen 4, who are down as adults. Question (Tue 4/10, Dennis): "how much should we have in from
tickets so far? banking it thurs" -> expected £636 (48 x £12 + 10 x £6). The model says £684 (it charges the four
who eat free).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the prices, the 52 + 10 and both lines saying the kitchen four are on the list and don't pay, and the
model worked the sum as if they did. Asserted: the block has the prices, the 52 adults + 10 kids and the kitchen
lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b232_letta_harvest_supper_tickets_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-heptonstall-methodists"
LABEL = "harvest supper"
LINES = [
    "2050-09-02T19:00 Ruth - HARVEST SUPPER 🌾 fri 7th oct 7pm in the schoolroom, hotpot + red cabbage, apple pie + "
    "cream. tix £12 adults, £6 under 12s, from me or the chapel porch",
    "Sun 18th Sep Ruth - the kitchen lot (Margaret, Joan, Elsie + Ted) eat for free, they're doing all the cooking, "
    "don't charge them pls 🙏",
    "Weds 28 Sep Dennis - tix so far 52 adults + 10 kids on my list, that's counting the kitchen 4 who I've got down "
    "as adults",
    "Mon 3rd Oct Ruth - 22 lots for the produce auction in the vestry, Dennis's marrow is ridiculous 😂",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Heptonstall Methodists - harvest supper 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much should we have in from tickets so far? banking it thurs"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "tix £12 adults, £6 under 12s" in notes, notes
assert "52 adults + 10 kids" in notes and "counting the kitchen 4" in notes, notes
assert "eat for free" in notes, notes
with fault():
    reply = answer(f"(Tue 4/10/50; Dennis, treasurer) {question}", notes,
                   mock="£684 - that's 52 adults at £12 (£624) plus 10 children at £6 (£60).")
finish(question, expected="£636 - 48 paying adults at £12 (the kitchen four eat free) plus 10 children at £6",
       actual=reply)
