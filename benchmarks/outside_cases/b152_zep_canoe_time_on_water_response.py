"""Batch 152 (held out). A canoe club's junior river trip: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call gets the facts and gives the wrong length of time.

App: the leaders of Calder Canoe Club's junior section (Rach, the junior coach, and Steve, who does the minibus) post
into a Zep thread about the juniors' trip on the Ure (Sat 20th June 2037, open boats in pairs); the helper answers
the parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/3, the plan - Aysgarth (below the
falls) to Wensley, about 12km, normally 4 hrs on the water with lunch on the shingle; 22.3., the minibus leaving the
club at 8.30 and back for 5ish; and, from Tue 16/6, that the river's on its bones after the dry spell so the top half
would be walking the boats over gravel, and they're putting in at Redmire and just doing the bottom bit to Wensley,
about 6km - 2 hrs tops with a lunch stop, back at the club for about 3. The model goes by the plan. Question (Fri
19/6, Claire, Ellis's mum): "how long are they actually on the water tmrw? trying to work out if i can get to his
sister's match in between" -> expected about 2 hours (Redmire to Wensley, about 6km, lunch stop included). The
assistant says about 4 hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the Redmire-to-Wensley
fact with its 2 hours is in the facts the model was given, next to the 4-hour plan, and it answered from the plan.
Asserted: the plan fact and the Tue 16/6 fact are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b152_zep_canoe_time_on_water_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "calder-canoe-juniors", "ure-trip-leaders"
POSTS = [
    "14/3 Rach - juniors' trip sat 20th june on the Ure, Aysgarth (below the falls) to Wensley, abt 12km. normally 4 "
    "hrs on the water w lunch on the shingle",
    "22.3. Steve - minibus + trailer booked, leaving the club 8.30, back for 5ish",
    "Weds 8 Apr Rach - 9 juniors, me, Steve, Dom + Lou as the 4th adult. open boats in pairs, Ellis + Josh together "
    "again (keep them apart from the bank lol)",
    "Tue 16/6 Steve - river's on its bones after the dry spell, the top half'd be walking the boats over gravel. so "
    "we put in at Redmire + just do the bottom bit to Wensley, abt 6km - 2 hrs tops w a lunch stop. back at the club "
    "for 3ish",
    "2037-06-18T19:30 Rach - forecast 24 degrees!! sun cream, hats, 2L water each, old trainers DEFINATELY not crocs",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Junior section leaders")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Junior section leaders")])

question = ("how long are they actually on the water tmrw? trying to work out if i can get to his sister's match in "
            "between")
with turn_span("question Fri 19/6"):
    facts = client.graph.search_edges(GRAPH, query="trip on the water hrs put in wensley", page_size=10).items
    context = ["Today is Fri 19 June 2037. You are talking to Claire, whose son Ellis is on Calder Canoe Club's "
               "junior trip on the Ure tomorrow, Sat 20 June."] + [f.fact for f in facts]
    assert any("Aysgarth" in c and "normally 4 hrs on the water" in c for c in context), context
    assert any("put in at Redmire" in c and "2 hrs tops" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="About 4 hours on the water - Aysgarth down to Wensley, with lunch on "
                                               "the shingle.")
finish(question, expected="about 2 hours - they're only doing Redmire to Wensley (about 6km) with the river so low, "
                          "lunch stop included", actual=reply)
