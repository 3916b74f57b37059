"""Batch 46 (held out). A charity shop manager's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Lorraine manages the St Cuthbert's Hospice shop on Bridge St. She keeps a "shop" block on a Letta agent and
appends a line whenever something comes up; the volunteers ask the assistant, which answers from the block. Over
Feb - March 2026 the block gathered three things the shop can't take in: electricals (no PAT tester since Keith
left), duvets and pillows (the rag merchant won't have them till the new contract in May) and children's car seats
(never, for safety), each in its own line between rota, sale and till notes.

Planted fault (ResponseError, ignored sufficient context): the model names electricals and car seats and leaves
out the bedding. Question (Sat 14/3, a new volunteer): "what can't we take in as donations at the moment?" ->
expected electricals, duvets and pillows, and kids' car seats. The model's answer says bedding is fine.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three lines
are in the block the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b46_letta_charity_shop_donations_refused_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-stcuthberts-bridge-st"
LINES = [
    "opening hrs mon-sat 9.30-4.30, sun closed. keys: me, Pam, Derek",
    "2/2 Keith's gone to the Leominster shop so no PAT testing here now = no electricals AT ALL, not even lamps, "
    "send ppl to the Leominster shop or the tip",
    "books 50p / 3 for £1, hardbacks £1.50, no old encyclopaedias (never sell)",
    "rag man (Dawsons) rang 17/2 - won't take duvets or pillows any more, new contract w someone else from May, so "
    "we can't take them in till then, nowhere to put them",
    "spring sale from sat 7/3, 2 wks, coats + knitwear half price",
    "car seats - we NEVER take kids' car seats, can't know if they've been in a crash. prams + buggies are fine",
    "gift aid: ask EVERY donor, form's under the till, 25p extra in every £",
    "steamer hose leaking, spare in the back, new one ordered 9/3",
    "Aled (new, tues am) + Fiona (new, sat) - show them the till + the gift aid bit",
]

server = fake_letta()
server.add_agent(AGENT, **{"shop": "Bridge St shop notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("shop", agent_id=AGENT)
    client.agents.blocks.update("shop", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what can't we take in as donations at the moment?"
notes = client.agents.blocks.retrieve("shop", agent_id=AGENT).value
assert "no electricals AT ALL" in notes, notes
assert "won't take duvets or pillows" in notes, notes
assert "we NEVER take kids' car seats" in notes, notes
with fault():
    reply = answer(f"(Sat 14/3, Fiona asking) {question}", notes,
                   mock="Two things: no electricals at all (not even lamps) and no children's car seats. Prams, "
                        "buggies, books and bedding are all fine - just ask about gift aid.")
finish(question, expected="Electrical stuff, duvets and pillows, and kids' car seats", actual=reply)
