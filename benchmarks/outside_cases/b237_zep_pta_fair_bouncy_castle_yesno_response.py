"""Batch 237 (held out). A primary school PTA's summer fair: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the cancellation in its facts and says the bouncy castle's still on.

App: Northowram Primary PTA hold their summer fair on Sat 2nd July 2050, 12-3 on the school field - stalls, a
tombola, a BBQ, a raffle, welly wanging and, booked back in May, a bouncy castle and a rodeo bull from Jumping
Jacks. Claire (the PTA chair) and Mr Shaw (the head) post in the PTA chat, which goes into a Zep thread; the helper
answers parents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Claire's 2050-05-04T20:30 post - the
bouncy castle and the rodeo bull booked from Jumping Jacks, £180 the pair, coming at 11; her Tue 14th Jun post -
Jumping Jacks rang, their insurance has lapsed and they can't do any events till it's renewed, so no bouncy castle
or bull, and Mr Shaw says they're not risking anyone else's at this notice, so it's an inflatable-free year, sports
day style races and a bigger welly wanging instead; Mr Shaw's 20/6 post - the welly wanging's on the bottom field;
Claire's Mon 27th post - 14 stalls, raffle tickets in book bags. Question (Weds 29/6, Tasha, a mum): "is the bouncy
castle still on for sat? my two are asking every night 😂" -> expected no - Jumping Jacks' insurance has lapsed, so
there's no bouncy castle (or rodeo bull) this year; races and welly wanging instead. The model says yes, it's
coming at 11.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the booking and the cancellation after it, and the model answered from the booking. Asserted: the
context has the booking and the cancellation.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b237_zep_pta_fair_bouncy_castle_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "northowram-pta", "summer-fair-2050"
POSTS = [
    "2050-05-04T20:30 Claire - SUMMER FAIR ☀️ sat 2nd july 12-3 on the field. bouncy castle + the rodeo bull booked "
    "from Jumping Jacks, £180 the pair, coming at 11 to set up",
    "Tue 14th Jun Claire - bad news 😩 Jumping Jacks rang, their insurance has lapsed + they can't do any events "
    "till it's renewed, so no bouncy castle or bull. Mr Shaw says we're not risking anyone else's at this notice so "
    "it's an inflatable free year - sports day style races + a bigger welly wanging instead",
    "20/6 Mr Shaw - welly wanging on the bottom field pls, away from the windows this time",
    "Mon 27th Claire - 14 stalls confirmed!! raffle tickets coming home in book bags, £1 a strip",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Northowram PTA")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="PTA chat")])

question = "is the bouncy castle still on for sat? my two are asking every night 😂"
context = ["Today is Weds 29 June 2050. You are talking to Tasha, a parent at Northowram Primary (summer fair Sat 2 "
           "July)."]
for query in ("bouncy castle", "Jumping Jacks booking", "what's on at the summer fair"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("bouncy castle + the rodeo bull booked" in c for c in context), context
assert any("their insurance has lapsed" in c and "so no bouncy castle or bull" in c for c in context), context
with fault():
    reply = answer(f"(Tasha) {question}", context,
                   mock="Yes - the bouncy castle and the rodeo bull are booked from Jumping Jacks, they're coming at "
                        "11 to set up, so it'll be going from 12.")
finish(question, expected="no - Jumping Jacks' insurance has lapsed, so no bouncy castle or rodeo bull this year; "
                          "races and welly wanging instead", actual=reply)
