"""Batch 24 (held out). A garden centre's trade desk log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Ellie on the trade desk at Greenacres Garden Centre logs prices, trade terms and orders as messages on one Zep
thread and asks the assistant from a graph edge search. Fifteen notes, October-November 2025.

Planted fault (ResponseError, ignored sufficient context): Oakfield Landscapes' trade account gets "15% off plants,
but NOT compost / bark / aggregates, margins too thin". Box hedging (Buxus 40-50cm rootballed) is GBP 4.50 each this
season, and Oakfield ordered 40 for their Church Lane job. Asked what to charge for the 40, the model multiplies out
the shelf price, GBP 180, and leaves off the trade discount that is in its context. Question (Thu 13/11): "How much
do we charge Oakfield for the 40 box plants?" -> expected "GBP 153".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the discount
terms, the unit price and the order are all in the context the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b24_zep_gardencentre_trade_discount_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "greenacres-trade", "greenacres-trade-desk"
NOTES = [
    "Oakfield Landscapes trade acct set up (Jez Morley) - 15% off plants, but NOT compost / bark / aggregates, "
    "margins too thin. 30 day terms",
    "Box hedging this season (Buxus 40-50cm, rootballed) 4.50 ea, 50+ drops to 4.10",
    "Hartley Gardens trade acct - 10% off everything, pay on collection",
    "Yew hedging 60-80cm £12.95, bare root from Nov only",
    "Oakfield order GC-4475 - 40 box hedging for the Church Lane job + 20 bags bark, del Fri 14/11",
    "Bark (big bags, 70L) £6.99 or 3 for £18 retail, trade same",
    "Hartley Gdns paid Oct invoice £412.60 - all square",
    "Jez (Oakfield) asked about 60 lavender Hidcote for spring - price on 9cm pots £3.25, will get back to him",
    "Oakfield Sept invoice £1,048 paid 28/10 - 2 days late, not chasing",
    "Box blight - check the Buxus batch from Darby's before it goes out, last lot had a couple of brown ones",
    "Checked the Buxus batch, all clean. 110 in stock",
    "Trade price list printed for the counter - plants only, discounts are per account so check the acct notes",
    "Compost multi 50L £7.49 or 3 for £20, no trade discount on that either",
    "Hartley want 20 box hedging too but not till spring",
    "Jez says put the Church Lane stuff on one invoice pls",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ellie")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Ellie")])

question = "How much do we charge Oakfield for the 40 box plants?"
facts = client.graph.search_edges(GRAPH, query="Oakfield trade acct box hedging Buxus price ea off plants order 40",
                                  page_size=8).items
context = ["Today is Thu 13/11/25."] + [f.fact for f in facts]
assert any("15% off plants" in c and "Oakfield" in c for c in context), context
assert any("rootballed) 4.50 ea" in c for c in context), context
assert any("40 box hedging for the Church Lane job" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£180 - that's 40 box hedging at £4.50 each (under 50, so the 4.10 "
                                           "price doesn't apply).")
finish(question, expected="153 quid - 40 at 4.50 is 180, less their 15% trade discount on plants", actual=reply)
