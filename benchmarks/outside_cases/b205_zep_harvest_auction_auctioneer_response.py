"""Batch 205 (held out). A village hall's harvest auction: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the stand-in auctioneer in its facts and names the usual one.

App: Hopesay village hall's harvest auction and supper is Sat 6th Oct 2046, 7pm - the harvest festival produce and
donated lots (a hamper, logs, a day's fishing, Bryn's cider), the auctioneer on the stage, a clerk writing the bids
down, shepherd's pie after. The hall committee's WhatsApp group goes into a Zep thread; the helper answers from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2046-09-10T20:05, Jan (the hall
treasurer) - auctioneer Derek as ever, Mike clerking, supper shepherd's pie £6; Derek, 18/9 - sorry all, his hip op's
been brought forward to the 2nd so he's out for the auction; his son-in-law Gareth does the sales at Craven Arms mart
and will do it for them; Gareth - happy to, send him the lot list by Thurs; Jan - brill, thank you Gareth. Question
(Weds 3/10, Helen, new on the committee): "who's doing the auctioneering sat? I've to send them the lot list" ->
expected Gareth, Derek's son-in-law (he does the sales at Craven Arms mart). The model says Derek.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the line with Derek as
auctioneer and the lines saying Derek's out and Gareth's doing it are all in the facts the model was given, and it
answered from the first. Asserted: the context has all three lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b205_zep_harvest_auction_auctioneer_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hopesay-village-hall-committee", "harvest-auction-2046"
POSTS = [
    "2046-09-10T20:05 Jan - HARVEST AUCTION + supper sat 6th oct, 7pm 🍎🥧 auctioneer Derek as ever, Mike clerking, "
    "shepherd's pie £6 a head. lots to me pls",
    "Bryn - 6 bottles of the cider again, and I'll do a day's fishing on the Clun if that's any good",
    "18/9 Derek - sorry all, hip op's been brought forward to the 2nd so I'm out for the auction 😞 my son in law "
    "Gareth does the sales at Craven Arms mart, he'll do it for you",
    "Gareth - happy to help, send me the lot list by thurs and I'll have a look at it",
    "Jan - brill, thank you Gareth!! get well soon Derek x",
    "24.9. Sue - I'll do the apple crumbles for after the pie, 4 big trays",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hopesay village hall committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Hopesay hall committee")])

question = "who's doing the auctioneering sat? I've to send them the lot list"
context = ["Today is Weds 3 Oct 2046. You are talking to Helen, new on Hopesay village hall committee."]
for query in ("auctioneer harvest auction", "who is the auctioneer", "lot list"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("auctioneer Derek as ever" in c for c in context), context
assert any("I'm out for the auction" in c and "Gareth" in c for c in context), context
assert any("happy to help, send me the lot list" in c for c in context), context
with fault():
    reply = answer(f"(Helen) {question}", context, mock="Derek - he's the auctioneer as ever. Send the lot list to "
                                                        "him.")
finish(question, expected="Gareth, Derek's son-in-law (he does the sales at Craven Arms mart) - Derek's having his "
                          "hip done", actual=reply)
