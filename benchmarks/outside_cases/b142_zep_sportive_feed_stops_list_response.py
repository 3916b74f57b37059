"""Batch 142 (held out). A cycling club's sportive committee thread: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call gets the facts and lists the wrong stops.

App: Calder Clarion CC's sportive committee (Dave the events sec, Kath on the feed stations, Sue on the marshals)
posts into a Zep thread as they plan the Calder Crusher (Sun 14th June, HQ at the rugby club in Mytholmroyd); the
helper answers the committee and the volunteers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kath's 14/3 feed plan for the 100 mile
route - Cragg Vale at mile 22 (the village hall), Widdop at mile 48 (the reservoir car park), Ripponden at mile 74
(the cricket club); then the 50's one feed (Cragg Vale); then Dave's post of Weds 8 Apr - the bridge works at
Hebden mean a diversion up through Heptonstall that adds 9 miles to the 100, so they're putting an extra
water-and-gels stop at Slack top (mile 35ish) for the 100s, Sue's mum and her neighbour doing it; then the
marshals. The model lists the three from the plan. Question (Tue 9/6, Ian, printing the route cards): "which feed
stops are on the 100 route? doing the route cards tonight" -> expected Cragg Vale, Slack top (water + gels),
Widdop and Ripponden. The assistant lists Cragg Vale, Widdop and Ripponden.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the feed plan and the
post that adds Slack top are both in the facts the model was given, and it left the added stop out. Asserted: both
are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b142_zep_sportive_feed_stops_list_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "calder-clarion", "calder-crusher-cttee"
POSTS = [
    "14/3 Kath - FEEDS on the 100: Cragg Vale mile 22 (village hall), Widdop mile 48 (reservoir car park), "
    "Ripponden mile 74 (cricket club). bananas, flapjack, jelly babies, water + energy drink at all 3",
    "22.3. Kath - the 50 just gets the one feed, Cragg Vale, same as the 100s. family ride none, they're back at HQ "
    "for 12ish",
    "Weds 8 Apr Dave - bridge works at Hebden so the 100 goes up thru Heptonstall + round, adds 9 miles. so we're "
    "putting an extra stop in at Slack top for the 100s, mile 35ish, water + gels only. Sue's mum + her neighbour "
    "doing it, they live up there",
    "16th may Sue - 32 marshals now!! briefing at HQ half 6 on the day, hi-vis + flags from the club store",
    "Tue 2/6 Dave - 388 entered on the 100, 210 on the 50, 64 family. gels from SiS, 2 boxes",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Crusher committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Crusher committee")])

question = "which feed stops are on the 100 route? doing the route cards tonight"
with turn_span("question Tue 9/6"):
    facts = client.graph.search_edges(GRAPH, query="feed stops 100 mile route stop water gels Cragg Vale Widdop "
                                                   "Ripponden Slack", page_size=10).items
    context = ["Today is Tue 9 June 2037. You are talking to Ian, a Calder Clarion volunteer printing the route cards "
               "for the Calder Crusher (Sun 14 June)."] + [f.fact for f in facts]
    assert any("Cragg Vale mile 22" in c and "Widdop mile 48" in c and "Ripponden mile 74" in c
               for c in context), context
    assert any("extra stop in at Slack top for the 100s" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Three: Cragg Vale (mile 22, the village hall), Widdop (mile 48, the "
                                               "reservoir car park) and Ripponden (mile 74, the cricket club).")
finish(question, expected="Cragg Vale, Slack top (water + gels), Widdop and Ripponden", actual=reply)
