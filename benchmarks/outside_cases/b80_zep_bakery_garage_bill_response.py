"""Batch 80 (held out). A bakery's wholesale side: Zep (sync client, the offline stand-in server), facts from the
owner's thread, script style.

App: Marta of Rise & Shine Bakery drops van and money notes into a Zep thread; the app answers from the graph's
facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): van 1's service at Dobson's was £240 and not paid yet;
van 2's two front tyres were £180, also at Dobson's, on the account; the £12 bulb Kev got at Halfords he paid
himself. All are in the facts. Question (Mon 29/3): "what do we owe Dobson's altogether?" -> expected £420 (£240
plus £180). The model gives the £240 service only.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the service
and the tyres are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b80_zep_bakery_garage_bill_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rise-shine-money", "rise-shine-marta"
NOTES = [
    "van 1 (Kev's) MOT passed 19/3 + service done same time at Dobson's, £240, they'll invoice, not paid yet",
    "van 2 - 2 new front tyres at Dobson's 22.3, £180 on our account w them",
    "Kev got a new headlight bulb for van 1 at Halfords £12, paid it himself, I owe him (petty cash)",
    "Marriage's flour invoice £412.80 for the 20 sacks, due end of April",
    "Corner Cup paid Feb's invoice £1,218 on the 10th, Harbour Cafe still owes Feb £390",
    "Dobson's say van 2 will want its cambelt before the summer, prob £350ish, not booked",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Marta")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Marta")])

question = "what do we owe Dobson's altogether?"
facts = client.graph.search_edges(GRAPH, query="Dobson's garage owe service tyres invoice account van",
                                  page_size=8).items
context = ["Today is Mon 29 March 2032. You are talking to Marta, who runs the bakery's wholesale side."] + \
          [f.fact for f in facts]
assert any("service done same time at Dobson's, £240" in c for c in context), context
assert any("front tyres at Dobson's 22.3, £180" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£240 - that's van 1's service from the 19th, they're sending the "
                                           "invoice.")
finish(question, expected="£420 between the two vans", actual=reply)
