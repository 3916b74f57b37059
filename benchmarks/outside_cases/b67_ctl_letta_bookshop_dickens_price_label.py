"""Batch 67 (held out), control. A secondhand bookshop's sales: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Rob of "Dog-Eared" in Tetbury keeps a "big_sales" block on a Letta agent and adds a line whenever something over
£50 goes out of the door, for his accountant. The Chapman & Hall Dickens set was on the shelf at £90; a dealer from
Malmesbury had £75 in notes in his hand and Rob let it go for that.

No fault planted. Question (the accountant, Mon 2/7): "how much did the Dickens set go for?" The model answers £75,
right per memory. The label says £90, the shelf price. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b67_ctl_letta_bookshop_dickens_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dog-eared"
LINES = [
    "4/6 - 1st Rebecca (torn jacket) £140, card, a lady from Bath",
    "Observers lot (31) £100 cash, 9 June, the man w the dog in the van",
    "Dickens, Chapman & Hall, 12 vols, some foxing - had it on the top shelf at £90 since Easter. dealer from "
    "Malmesbury sat 16/6 stood there with £75 in notes in his hand + I'm a soft touch. gone",
    "Folio Holmes 9 vols £95, pd by card on the phone (Mr Adeyemi)",
    "22nd June: signed Laurie Lee, Cider w Rosie, £65 - tourist from Ohio, over the moon",
    "reminder: box of Wisdens to the auction in Cirencester, they take 15%",
]

server = fake_letta()
server.add_agent(AGENT, **{"big_sales": "Dog-Eared sales over £50 - Rob's notes for Linda (accounts):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("big_sales", agent_id=AGENT)
    client.agents.blocks.update("big_sales", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much did the Dickens set go for?"
notes = client.agents.blocks.retrieve("big_sales", agent_id=AGENT).value
assert "at £90" in notes and "£75 in notes" in notes
reply = answer(f"(Mon 2/7, Linda doing the quarter's books) {question}", notes,
               mock="£75, cash - a dealer from Malmesbury on Saturday 16 June.")
finish(question, expected="£90 - the price on it", actual=reply)
