"""Batch 38 (held out). A one-man plumbing business's money notes: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Gethin (Gethin Morgan Plumbing & Heating) logs invoices and payments as messages on one Zep thread and asks the
assistant from a graph edge search when he does his books on a Sunday night.

Planted fault (ResponseError, ignored sufficient context): the facts say invoice 212 (Mrs Hughes, pump) was GBP 249
and she paid by cheque on the day; invoice 215 (Mr Davies, stopcock) GBP 185 is still unpaid; invoice 218 (Patel,
outside tap + mixer washer) GBP 92.50 - "says he'll transfer end of wk", and a later note that nothing's come in
from him. The model totals only Davies. Question (Sun 21/9): "how much am I still waiting on from invoices?" ->
expected GBP 277.50 (185 + 92.50).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three
invoices and the two notes on who has paid are all in the facts the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b38_zep_plumber_unpaid_invoices_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "gethin-books", "gethin-books-notes"
NOTES = [
    "inv 212 Mrs Hughes - new Grundfos pump fitted 12/9, £249 inc the pump, she paid by cheque on the day, banked",
    "inv 215 Mr Davies - stopcock replaced under the sink 10/9, £185, he's 'waiting for his pension to go in'",
    "inv 218 Patel - outside tap + washer on the kitchen mixer, £92.50 inc parts, says he'll transfer end of wk",
    "Plumb Center statement paid £612.40 on 15/9, account's clear",
    "van MOT passed Tues, needed 2 wiper blades, £64 at Bryn's",
    "checked the bank sat 20/9 - nothing from Patel yet, nor Davies. will text them both mon",
    "Davies bathroom quote £1,450 - he said yes!! start 22/9, deposit invoice to go out when I start",
    "self assessment - put aside £300 this month",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gethin")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gethin")])

question = "how much am I still waiting on from invoices?"
facts = client.graph.search_edges(GRAPH, query="inv invoice paid owe waiting bank transfer Patel Davies Hughes",
                                  page_size=8).items
context = ["Today is Sun 21/9/25."] + [f.fact for f in facts]
assert any("inv 212 Mrs Hughes" in c and "paid by cheque" in c for c in context), context
assert any("inv 215 Mr Davies" in c and "£185" in c for c in context), context
assert any("inv 218 Patel" in c and "£92.50" in c for c in context), context
assert any("nothing from Patel yet, nor Davies" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Just the £185 from Mr Davies for the stopcock - he's waiting on his "
                                           "pension. Hughes paid by cheque on the day.")
finish(question, expected="£277.50 - Davies's 185 and Patel's 92.50", actual=reply)
