"""Batch 350 (held out). Friends splitting the cost of a birthday dinner: Letta core memory block (offline
stand-in), script style (every call its own trace); the answer call has the corrected split in its block and gives
the first one.

App: Lia organised Maya's 21st birthday dinner on sat 28th may 2050 at the thai place on the high st - seven of
them, the six friends covering Maya's share. Lia paid the bill and keeps the money side in a "maya bday 💸" block on
the group's Letta agent; the helper answers "how much do i owe" questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Lia's 2050-05-20 line - the dinner, and
they're covering Maya's share; her sun 29/5 line - the bill was £252 for 7 of them incl tip, so £42 each split 6
ways; her next sun 29/5 line - "oh wait", Zoe left before mains and only had a starter + drinks, she's paid Lia
£17 cash, so for the rest it's (252 - 17) / 5 = £47; and Ben's mon 30/5 line about the cake (separate, Lia's
treat). Question (tue 31/5, Ben): "how much do i owe u for maya's dinner??" / "sending it rn" -> expected £47. The
model says £42.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the corrected split (£47, with the sum worked out) after the first one, and the model gave the first
one. The answer is numeric (a difference then a share). Asserted: the block has the £42 line and the £47 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b350_letta_bday_dinner_owe_how_much_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-maya-21st-crew"
LABEL = "maya bday 💸"
LINES = [
    "2050-05-20 lia: maya's 21st dinner 🎂 sat 28th, thai place on the high st, 8pm. we're covering maya's share "
    "obv 🤫",
    "sun 29/5 lia: bill was £252 for 7 of us incl tip 😵 so £42 each if we split maya's 6 ways. send to my monzo 🙏",
    "sun 29/5 lia: oh wait. zoe left before mains, only had a starter + drinks, she's paid me £17 cash. so for the "
    "rest of u it's (252-17)/5 = £47 each, sorry 😬",
    "mon 30/5 ben: did u put the cake in? / lia: nah cake was separate, my treat 🫶",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "maya's 21st - who owes lia what:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do i owe u for maya's dinner??\nsending it rn"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "so £42 each if we split maya's 6 ways" in notes, notes
assert "she's paid me £17 cash. so for the rest of u it's (252-17)/5 = £47 each" in notes, notes
with fault():
    reply = answer(f"(tue 31/5/50; ben) {question}", notes,
                   mock="£42 🙏 - £252 split 6 ways bc we're covering maya")
finish(question, expected="£47 - zoe paid £17 cash for her starter + drinks, so (252-17)/5", actual=reply)
