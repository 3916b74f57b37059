"""Batch 39 (held out). A parent's notes on the youth orchestra: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Ruth has two children in Vale Youth Orchestra, Ella (15, violin, Senior Orchestra) and Sam (12, cello, Junior
Strings). She appends notes to an "orchestra" block on a Letta agent and asks from the block.

Planted fault (ResponseError, ignored sufficient context): the block says the termly fee is GBP 90 a child with the
second child at half price (Sam counts as the second), Sam's cello is hired from the county music service at GBP 25
a term, put on the same invoice, and Ella's violin is paid off. The model charges both children in full. Question
(Sun 19/1): "how much is the spring term bill for both kids?" -> expected GBP 160 (90 + 45 + 25). The model says
GBP 205.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the fee, the
sibling rate and the cello hire are all in the block the model got. Another reading: none that we see; nothing was
lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b39_letta_orchestra_spring_fees_total_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ruth-orchestra"
LINES = [
    "VYO fees are termly, £90 a child, 2nd child half price (Sam counts as our 2nd), invoice comes in Jan/Apr/Sep",
    "Sam's cello - hired from the county music service, £25/term, they just add it onto the same VYO invoice",
    "Ella's violin is ours now!! last instalment paid before Xmas",
    "rehearsals Sat 9.30-12.30 Kingsmead, Sam finishes 11.45 (Junior Strings), I do the pick up",
    "spring concert Sat 29/3 7pm, tickets £8 adults / £5 kids, Gran + Grandad want 2",
    "pay by transfer, ref = ADEBAYO SPRING, due by 31 Jan",
    "Ella needs black concert blouse, the old one's too short in the arms",
]

server = fake_letta()
server.add_agent(AGENT, **{"orchestra": "Ruth's notes on VYO (Ella + Sam):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("orchestra", agent_id=AGENT)
    client.agents.blocks.update("orchestra", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is the spring term bill for both kids?"
notes = client.agents.blocks.retrieve("orchestra", agent_id=AGENT).value
assert "£90 a child, 2nd child half price" in notes, notes
assert "£25/term" in notes, notes
with fault():
    reply = answer(f"(Sun 19/1) {question}", notes,
                   mock="£205 - that's £90 each for Ella and Sam, plus £25 for Sam's cello hire. Pay by transfer, "
                        "ref ADEBAYO SPRING, by 31 Jan.")
finish(question, expected="£160 (Sam's half price, plus the cello hire)", actual=reply)
