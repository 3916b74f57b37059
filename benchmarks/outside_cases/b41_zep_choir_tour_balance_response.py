"""Batch 41 (held out). A community choir's tour money: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gerald, treasurer of the Wyvern Community Choir, logs the tour money on one Zep thread as he goes, and the
assistant answers from a graph edge search when singers ask him what they owe for the May 2026 Ghent and Bruges
tour.

Planted fault (ResponseError, ignored sufficient context): the tour is £395 a head sharing a room (single
supplement £60). Everyone paid a £100 deposit by the end of October, and the second payment of £150 went in by 31
Jan ("all in bar the Pughs, chased"); the rest is due by 31 March. The model takes the deposit off and forgets the
January payment. Question (Mon 9/2/26): "how much has each of us still got to pay if we're sharing?" -> expected
£145 (395 - 100 - 150). The assistant says £295.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the price, the
deposit and the January payment are all in the facts the model got. Another reading: none that we see; nothing was
lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b41_zep_choir_tour_balance_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wyvern-tour-money", "wyvern-tour-money-log"
NOTES = [
    "tour price agreed at cttee 8/9: £395 pp sharing, single supp £60, covers coach, ferry, 3 nts hotels, b'fasts",
    "deposits £100 pp all in by 31/10 (38 singers + 7 partners), banked 3/11",
    "Marchants invoice for the coach £4,850, paid 50% up front",
    "second payment £150 pp due 31 Jan - all in bar the Pughs, chased them, they paid 2/2",
    "food bank collection tins for the concerts - borrow the Rotary ones",
    "balance due 31 March, send reminders w the Feb newsletter",
    "raffle at the Xmas concert made £312, going in the tour hardship pot not the fares",
    "Ibis Bruges pay on the night by card - use the choir's debit card, Jean has it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gerald")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gerald")])

question = "how much has each of us still got to pay if we're sharing?"
facts = client.graph.search_edges(GRAPH, query="tour price pp sharing deposits £100 second payment £150 balance due",
                                  page_size=8).items
context = ["Today is Mon 9/2/26."] + [f.fact for f in facts]
assert any("£395 pp sharing" in c for c in context), context
assert any("deposits £100 pp" in c for c in context), context
assert any("second payment £150 pp" in c and "all in bar the Pughs" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£295 each if you're sharing - the £395 tour price less the £100 "
                                           "deposit. It's due by 31 March; singles add £60.")
finish(question, expected="£145 a head - both earlier payments come off the 395", actual=reply)
