"""Batch 28 (held out). A small bakery's wholesale log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Sam, who runs the wholesale side of Crumb & Co., logs new accounts, standing orders and the van round as
messages on one Zep thread and asks the assistant from a graph edge search. Fourteen notes, September 2025.

Planted fault (ResponseError, ignored sufficient context): a new cafe, Bean There in Soham, signed up to start
with the Monday round on 29/9; a later note says their oven fit ran late and they won't open that week: "Bean
There - Tash says the oven fitters let them down, no opening til the wk after, so 1st drop is Mon 6/10 not the
29th. Same order". Both notes are in the model's context; it gives the first date. Question (Thu 25/9): "What's
the date of Bean There's first delivery? yyyy-mm-dd for Xero pls" -> expected "2025-10-06".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the sign-up
note and the 6/10 note are both in the context the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b28_zep_bakery_beanthere_first_drop_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "crumb-wholesale", "crumb-wholesale-log"
NOTES = [
    "New acct!! Bean There, 3 Market St Soham, owner Tash Reid. Std order sourdough x5, croissants x20, buns x10, "
    "Mon-Sat. Starting on the Mon round 29/9",
    "Van round Mon: Lantern 6.15, Corner Cup 6.40, Mill House Sat/Sun only. Soham adds 20 mins",
    "Wessex Mill flour price up 6% from Oct, eat it for now",
    "Corner Cup Sept invoice £1,402.80, sent 24/9",
    "Bean There - Tash says the oven fitters let them down, no opening til the wk after, so 1st drop is Mon 6/10 not "
    "the 29th. Same order",
    "Bean There want invoices weekly not monthly, small biz cash flow, fine",
    "Priya on hols 29/9-3/10, Tom doing 4am starts that wk",
    "Lantern - extra 12 crois Sat 27/9 for a christening",
    "Need a Xero contact set up for Bean There b4 the first invoice, ref BEAN01",
    "Harvest loaves for St Mary's Sun 5/10 - 4 wheatsheaf, collect Sat",
    "Bean There key - they'll leave the side gate open, crates under the bench",
    "Corner Cup Fri sours still 9, Jen happy",
    "Van MOT due 10/10, book Kwik Fit for a Weds",
    "Mill House closing for Nov, no orders 1-30 Nov",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sam")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sam")])

question = "What's the date of Bean There's first delivery? yyyy-mm-dd for Xero pls"
facts = client.graph.search_edges(GRAPH, query="Bean There first drop delivery starting Mon round date opening Tash",
                                  page_size=8).items
context = ["Today is Thu 25/9/25."] + [f.fact for f in facts]
assert any("Starting on the Mon round 29/9" in c for c in context), context
assert any("1st drop is Mon 6/10 not the 29th" in c for c in context), context
with fault():
    reply = answer(question, context, mock="2025-09-29 - they start on the Monday round (sourdough x5, croissants "
                                           "x20, buns x10). Xero ref BEAN01, weekly invoices.")
finish(question, expected="6 Oct 2025 (the Monday after their original start)", actual=reply)
