"""Batch 208 (held out). A cycling club's sportive: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the club mechanic's sag wagon and his dropping out in its facts and names the
mechanic.

App: Teme Valley CC's sportive, the Teme Valley 100, is Sun 12th May 2047 from Tenbury Wells - a 100k and a 60k, feed
stations at Knighton on Teme and Clee Hill, marshals at the junctions, a sag wagon for riders who break down. The
club's WhatsApp group goes into a Zep thread; the helper answers riders from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2047-04-02T20:00, Phil (the organiser) -
sag wagon is Steve (the club mechanic) in his van, his number's on the back of your rider number; 29/4 Steve - he's
done his back lifting the turbo, so he's out on Sunday, Jacqui's doing sag in her van; Phil - ta Jacqui (ride
captain), the numbers are reprinted with her mobile on the back; Tue 7th, feed stations; Mark asks about parking.
Question (Fri 10/5, Mark, on the 100k): "who do I ring if I get a mechanical I can't fix out on the route?" ->
expected Jacqui, the ride captain (Steve, the mechanic, has done his back). The model says Steve, the club mechanic.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Phil's "sag wagon is
Steve (club mechanic)" line and Steve's "Jacqui's doing sag" line are both in the facts the model was given, and it
answered from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b208_zep_sportive_sag_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "teme-valley-cc", "teme-valley-100-2047"
POSTS = [
    "2047-04-02T20:00 Phil - TEME VALLEY 100 🚴 sun 12th may from Tenbury, sign on 7.30-8.30. sag wagon is Steve "
    "(club mechanic) in his van, his number's on the back of ur rider no. if u break down",
    "29/4 Steve - done my back lifting the turbo 🤦‍♂️ so I'm out sun, Jacqui's doing sag in her van, sorry all",
    "Phil - ta Jacqui (ride captain) 🙏 numbers reprinted with her mobile on the back, same drill - ring, stay put",
    "Tue 7th Phil - feed stns Knighton on Teme village hall (both routes) + Clee Hill car park 100k only, flapjack "
    "+ bananas + the good gels",
    "Mark - is there parking at the start or do I park in town?",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Teme Valley CC riders")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Teme Valley CC")])

question = "who do I ring if I get a mechanical I can't fix out on the route?"
context = ["Today is Fri 10 May 2047. You are talking to Mark, riding the 100k of Teme Valley CC's Teme Valley 100 "
           "(Sun 12 May)."]
for query in ("sag wagon break down", "club mechanic", "who to ring on the route"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sag wagon is Steve (club mechanic)" in c for c in context), context
assert any("Jacqui's doing sag in her van" in c for c in context), context
with fault():
    reply = answer(f"(Mark) {question}", context, mock="Steve, the club mechanic - he's running the sag wagon, his "
                                                       "number's on the back of your rider number.")
finish(question, expected="Jacqui, the ride captain - Steve (club mechanic) has done his back, she's doing sag",
       actual=reply)
