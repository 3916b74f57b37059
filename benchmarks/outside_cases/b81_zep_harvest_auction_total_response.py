"""Batch 81 (held out). A church's harvest supper: Zep (sync client, the offline stand-in server), facts from the
treasurer's thread, script style.

App: Derek, treasurer of St Aidan's, drops money notes from the harvest supper into a Zep thread; the app answers
from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the auction took £1,140 on the night (cash + card);
the Dawsons' Whitby cottage week went to a phone bid from Mrs Ellery's nephew in Leeds, £310, paid by bank transfer
on the Monday and not in the night's count; the raffle (£286) is separate. All are in the facts. Question (Tue
5/10): "what did the auction make in the end?" -> expected £1,450 (£1,140 + £310). The model gives £1,140.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the night's
total and the Whitby bid are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b81_zep_harvest_auction_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-aidans-harvest-money", "st-aidans-derek"
NOTES = [
    "harvest supper sat 2/10: tickets 85 x £12 + 9 kids x £5 = £1,065, less food costs £212.40 (receipts in the "
    "tin)",
    "auction on the night £1,140 - £655 cash, £485 on the sumup. counted w/ Colin 10.40pm",
    "raffle £286, separate, goes to the roof fund not the harvest appeal",
    "the Whitby cottage week (Dawsons') went to Mrs Ellery's nephew in Leeds on the phone, £310!! he paid by bank "
    "transfer mon 4/10 so it's not in Sat's count",
    "Hilda won't take anything for the crumble ingredients, bless her. Brenda wants £18.50 back for spuds",
    "hall hire waived by the PCC this yr, Revd Kate sorted it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Derek")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Derek")])

question = "what did the auction make in the end?"
facts = client.graph.search_edges(GRAPH, query="auction total raised night cash sumup Whitby cottage bid "
                                               "transfer", page_size=8).items
context = ["Today is Tue 5 October 2032. You are talking to Revd Kate, who's writing the parish newsletter."] + \
          [f.fact for f in facts]
assert any("auction on the night £1,140" in c for c in context), context
assert any("went to Mrs Ellery's nephew in Leeds on the phone, £310" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£1,140 - £655 in cash and £485 on the card machine, counted on the "
                                           "night.")
finish(question, expected="£1,450 once the Whitby phone bid is added", actual=reply)
