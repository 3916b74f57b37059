"""Batch 60 (held out). A holiday cottage cleaning firm's owner account: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Bev (Fresh Start Changeovers, St Ives) logs the month's work for each owner as messages on a Zep thread and
asks the assistant when she writes the invoices, from a graph edge search. For Mr Hoskin's Lilac Cottage in May:
three changeovers at £65, a deep clean after a family with two Labradors (£90), and linen, which he has from
Bev's laundry account at £22 a set, one set per changeover. So 3 x 65 + 90 + 3 x 22 = £351.

Planted fault (ResponseError, ignored sufficient context): the model adds the changeovers and the deep clean and
leaves out the linen: £285. Question (Tue 1/6): "what do I invoice Mr Hoskin for May?" -> expected £351.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three
changeovers, the deep clean and the linen rate are in the facts the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b60_zep_cottage_invoice_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "fresh-start", "fresh-start-hoskin"
NOTES = [
    "Lilac (Hoskin) May changeovers - fri 7th, fri 14th, fri 28th. the 21st they had a 2 wk booking so none. 3 "
    "@ £65 as agreed",
    "deep clean Lilac 15/5 after the family w 2 labradors, hair in EVERYTHING, 4 hrs Jess + me, told Mr H it's £90 "
    "and he said fine",
    "Mr H's linen comes off our Kernow Laundry acct, he pays us back £22 a set, 1 set per changeover (it's a 2 bed)",
    "hot tub cover at Lilac - had a look, the hinge is cracked, told Mr H to get Poolside Pete",
    "Hoskin pays by BACS usually within the wk, v good",
    "guests at Lilac 28th left a 5 star review mentioning 'spotless', screenshot for the website",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "what do I invoice Mr Hoskin for May?"
facts = client.graph.search_edges(GRAPH, query="Lilac Hoskin May changeovers £65 deep clean £90 linen £22 a set",
                                  page_size=8).items
context = ["Today is Tue 1 June 2027."] + [f.fact for f in facts]
assert any("3 @ £65" in c for c in context), context
assert any("it's £90" in c for c in context), context
assert any("£22 a set, 1 set per changeover" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£285 - three changeovers at £65 (£195) plus the £90 deep clean.")
finish(question, expected="£351 with the three sets of linen at £22 on top of the £285", actual=reply)
