"""Batch 205 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note added and one for the question.

App: Lydbury North village hall's harvest auction is Sat 29th Sept 2046, 7.30 - produce from the harvest festival
and donated lots, a ploughman's supper, bidders pay on the night. Jan (the hall treasurer) keeps an "auction" block on
the hall's Letta agent and adds a line as things come up; bidders ask it.

Memory (the block): Jan, 2046-09-20T19:00 - harvest auction Sat 29th Sept, 7.30, pay on the night, cash or cheque
only, no card machine; Rob (from the village shop) - you can borrow our SumUp reader if you like, it's only 1.69% a
go; 26/9 Jan - ooh yes please Rob, I'll pick it up Fri after the shop shuts; Thu 27th Jan - ploughman's £5, Mary's
doing the pickle. Question (Fri 28/9, Tom, a bidder): "can I pay by card tmrw? never have cash on me these days" The
assistant says yes - Jan's borrowing the village shop's card reader from Rob. The label says no - cash or cheque
only.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b205_ctl_letta_harvest_auction_card_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-lydbury-north-hall"
LABEL = "auction"
LINES = [
    "2046-09-20T19:00 Jan - HARVEST AUCTION 🍏🎃 sat 29th sept 7.30, pay on the night pls, cash or cheque only - we "
    "haven't got a card machine",
    "Rob (shop) - you can borrow our SumUp reader if you like Jan, it's only 1.69% a go 👍",
    "26/9 Jan - ooh yes please Rob!! I'll pick it up fri after you shut",
    "Thu 27th Jan - ploughman's £5, Mary's doing the pickle, bar's the Kangaroo's as usual",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lydbury North village hall - harvest auction notes (Jan):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I pay by card tmrw? never have cash on me these days"
with turn_span("question Fri 28/9"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "cash or cheque only" in notes, notes
    assert "borrow our SumUp reader" in notes and "ooh yes please Rob" in notes, notes
    reply = answer(f"(Fri 28/9/46; Tom, a bidder) {question}", notes,
                   mock="Yes - Jan's borrowing the village shop's card reader from Rob, so card's fine on the night.")
finish(question, expected="no - cash or cheque only", actual=reply)
