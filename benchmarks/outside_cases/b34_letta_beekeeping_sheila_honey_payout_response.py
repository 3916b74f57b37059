"""Batch 34 (held out). A beekeeping association's honey stall: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the Wyre Valley Beekeepers run a honey stall at the Tenbury farmers' market, the first Saturday of the month.
Members bring their jars; the association sells them and pays each member out at the end of the month, keeping a
cut for the stall. Pam, the treasurer, appends notes to a "honey-stall" block on a Letta agent and asks from the
block.

Planted fault (ResponseError, ignored sufficient context): the block holds the stall's terms ("assoc keeps 10% for
the pitch + labels, rest to the member") and Sheila's sales at the June market ("Sheila's - 24 x 1lb sold @ £7,
all gone by 11!!"). The model multiplies the jars by the price and leaves out the 10%. Question (Mon 9/6): "how much
do I pay Sheila for her honey from sat?" -> expected GBP 151.20.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both the terms and
Sheila's sales are in the block the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b34_letta_beekeeping_sheila_honey_payout_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wyre-honey-stall"
LINES = [
    "Stall terms (agreed AGM 2024): members bring jars labelled w the assoc label, we price + sell, assoc keeps 10% "
    "for the pitch + labels, rest to the member by bank transfer end of month",
    "Prices this yr: 1lb (454g) £7, 8oz £4.50, comb honey £9, wax blocks £2. No cut comb in a heatwave pls",
    "Pitch at Tenbury market £18/month, paid up to Sept. Gazebo lives in Rob's garage",
    "Sat 7/6 market - sunny, busy. Sheila's - 24 x 1lb sold @ £7, all gone by 11!! Ken's 8oz x 10 sold, 6 back",
    "Dave's soft set didn't sell much (3), he says it's the weather lol",
    "Trading Standards lady came round, labels ok, needs the lot no. on every jar from July",
    "Float is £40 in the green tin, Pam has it between markets",
    "Sheila's bank: Lloyds, she's sent the details to my email, not on here",
]

server = fake_letta()
server.add_agent(AGENT, **{"honey-stall": "Honey stall 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("honey-stall", agent_id=AGENT)
    client.agents.blocks.update("honey-stall", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I pay Sheila for her honey from sat?"
notes = client.agents.blocks.retrieve("honey-stall", agent_id=AGENT).value
assert "assoc keeps 10% for the pitch + labels, rest to the member" in notes, notes
assert "Sheila's - 24 x 1lb sold @ £7" in notes, notes
with fault():
    reply = answer(f"(Mon 9/6) {question}", notes,
                   mock="£168 - she sold 24 of the 1lb jars at £7. Her bank details are in your email.")
finish(question, expected="£151.20, after the stall's tenth", actual=reply)
