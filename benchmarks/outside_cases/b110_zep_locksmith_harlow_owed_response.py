"""Batch 110 (held out). A locksmith's invoices: Zep (sync client, the offline stand-in server), facts from the
bookkeeping thread, script style (each call its own trace).

App: Gemma does the books for Dean's Locks and keeps a running chat about invoices and payments in a Zep thread;
the helper answers Dean from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): invoice 1093 to Harlow Lettings (14 Elm Rd) is 2 euro
cylinders at £38, a window lock £14 and £65 labour, £155 in all; Harlow paid £100 on account against 1093 by BACS on
19/3; Sian says the rest comes with their month-end run. Question (Mon 22/3, Dean): "how much are harlow still
owing on 1093?" -> expected £55 (155 - 100). The model says £155, as if nothing had come in.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the invoice
line and the £100 payment line are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b110_zep_locksmith_harlow_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "deans-locks-books", "deans-locks-books-gemma"
NOTES = [
    "inv 1093 to Harlow Lettings - 14 Elm Rd flat 2: 2x euro cylinders @ £38, 1 window lock £14, labour £65. "
    "£155 total, sent 11/3",
    "inv 1094 Mr Doyle lockout 6/3, £95, paid card on the night so nothing owing",
    "Harlow paid £100 on acc against 1093 - BACS came in fri 19/3",
    "Sian @ Harlow says the rest of 1093 goes w their month end run, they only do the 28th",
    "inv 1095 Kings Rd Dental £210 (2 locks + drugs cupboard cam lock), 30 day terms",
    "van MOT due 2nd april, Kwik Fit booked 8am",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gemma")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gemma")])

question = "how much are harlow still owing on 1093?"
facts = client.graph.search_edges(GRAPH, query="Harlow Lettings 1093 invoice paid owing total BACS",
                                  page_size=10).items
context = ["Today is Mon 22 March 2038. You are talking to Dean, the locksmith."] + [f.fact for f in facts]
assert any("£155 total" in c and "1093" in c for c in context), context
assert any("paid £100 on acc against 1093" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£155 on invoice 1093 for the Elm Rd job - Sian says it'll come with "
                                           "their month-end run on the 28th.")
finish(question, expected="£55 - they've already sent £100 of the 155", actual=reply)
