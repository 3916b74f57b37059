"""Batch 100 (held out). A removals firm's storage customers: Zep (sync client, the offline stand-in server),
facts from the office thread, script style.

App: Karen in the office at Baldwin & Sons Removals drops notes about storage customers into a Zep thread; the
office helper answers customers' questions from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say the Okonkwos' things go into storage on
Sat 22/11 in two containers, and come out on Sat 3/1 when their new build's ready (six weeks); storage is £28 a
week per container; they booked in October so they get the autumn offer, first week free on each container; the
£150 deposit came off the removal, not the storage. Question (Mon 24/11, Mr Okonkwo): "roughly what will the
storage come to altogether? trying to budget for christmas" -> expected £280 (2 x £28 x 5 paid weeks). The model
works out £336, leaving out the free week.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
containers, the weekly rate, the dates and the free-week lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b100_zep_removals_storage_bill_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "baldwin-storage", "baldwin-storage-karen"
NOTES = [
    "Okonkwo (flat 6 Hermitage Ct) - all going into storage sat 22/11, Dean's crew, 2 containers, the 7.5t",
    "Okonkwo new build at Great Ashby keys sat 3rd Jan (developer says def this time), we deliver from storage "
    "that morning - 6 wks in store",
    "storage is £28 a wk per container, invoiced monthly, insurance on top if they want it",
    "Okonkwos booked back in Oct so they get the autumn offer - 1st wk free on each container",
    "£150 deposit paid 14/11 went against the removal, not the storage",
    "Mr O asked about keeping the kids' bikes out - fine, left in the hallway of his mum's",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Karen")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Karen")])

question = "roughly what will the storage come to altogether? trying to budget for christmas"
facts = client.graph.search_edges(GRAPH, query="Okonkwo storage containers weeks cost per week offer free",
                                  page_size=8).items
context = ["Today is Mon 24 November 2036. You are talking to Mr Okonkwo, a storage customer."] + \
          [f.fact for f in facts]
assert any("2 containers" in c for c in context), context
assert any("£28 a wk per container" in c for c in context), context
assert any("6 wks in store" in c for c in context), context
assert any("1st wk free on each container" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About £336 - two containers at £28 a week for the six weeks from 22 "
                                           "November to 3 January, plus insurance if you want it.")
finish(question, expected="£280, as the first week's free on both containers", actual=reply)
