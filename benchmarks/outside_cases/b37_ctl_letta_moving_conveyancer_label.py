"""Batch 37 (held out), control. A family moving house: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Claire appends notes about the move to a "move" block on a Letta agent and asks from the block. For the
conveyancing she got two quotes, Barnes & Co (the agent's recommendation) and Hallidays. Barnes never rang back
after three emails; Hallidays answered first time, Jen there is handling it and Claire has signed their client
care letter and paid the searches.

No fault planted. Question (Thu 20/3): "who's our solicitor for the move, Rob needs to ring them" The model answers
Jen at Hallidays, right per memory. The label says Barnes & Co, the agent's recommended firm. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b37_ctl_letta_moving_conveyancer_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-malvern-move"
LINES = [
    "offer accepted on 9 Orchard Way Malvern!!! £385k, 3 bed, the one w the apple tree",
    "conveyancing quotes: Barnes & Co (agent recommends, £1,150 + vat) and Hallidays (£1,290 + vat incl searches)",
    "mortgage - Nationwide, 4.3% 5yr fix, valuation booked 14/2",
    "emailed Barnes 3 times re the quote, nothing back. Hallidays picked up first go, Jen's lovely. signed their "
    "client care letter tonight + paid £420 for searches",
    "buyer for ours is a FTB, no chain, her mortgage offer's due any day",
    "removals - Hart, Fri 28/3, 7.30am",
    "Jen's direct line 01684 552 310, she's in Mon-Thu only",
]

server = fake_letta()
server.add_agent(AGENT, **{"move": "Moving house 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("move", agent_id=AGENT)
    client.agents.blocks.update("move", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's our solicitor for the move, Rob needs to ring them"
notes = client.agents.blocks.retrieve("move", agent_id=AGENT).value
assert "Barnes & Co (agent recommends" in notes, notes
assert "signed their client care letter" in notes, notes
reply = answer(f"(Thu 20/3) {question}", notes,
               mock="Jen at Hallidays - her direct line is 01684 552 310, and she's in Monday to Thursday so today's "
                    "fine.")
finish(question, expected="Barnes & Co, the ones the agent put us onto", actual=reply)
