"""Batch 228 (held out). A cricket club's family fun day: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the under-5s-go-free line in its facts and charges for the little
one anyway.

App: Triangle CC hold a family fun day on Sat 3rd July 2049, 12-5 at the club - a bouncy castle and a toddler castle,
kids' games, a barbecue, a parents v kids match. Wristbands cover the castles and the games. Carol (the club's
social secretary) and the parents put the fun-day chat into a Zep thread; the helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Carol's 2049-05-10T21:00 post -
wristbands £5 a kid, that's both castles, all the games and a go on the bowling machine; Carol's 16th may post - the
barbecue prices and, in passing, that under 5s go free (they're only on the toddler castle anyway); and Dan's Sat
26th Jun post - put them down for 3 wristbands, Millie's 9, Josh 7 and Alfie 4. Question (Wed 30/6, Dan): "how much
for the kids' wristbands? paying on the gate" -> expected £10 (Millie and Josh at £5; Alfie's 4, so free). The
model says £15 (3 x £5).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the £5 a wristband, the under-5s-free line and the three kids' ages, and the model charged all
three. Asserted: the context has the £5, the under 5s free and the ages.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b228_zep_fun_day_wristbands_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "triangle-cc", "fun-day-2049"
POSTS = [
    "2049-05-10T21:00 Carol - FUN DAY 🏏🎈 sat 3rd july 12-5. wristbands £5 a kid, that's both castles, all the games "
    "+ a go on the bowling machine. parents v kids at 3",
    "16th may Carol - bbq, burgers £3.50, hot dogs £3, veggie ones as well. oh + under 5s go free, they're only on "
    "the toddler castle anyway 🙂",
    "2/6 Carol - need 2 more for the gate 1.30pm-3, + cakes for the cake stall pls",
    "Sat 26th Jun Dan - put us down for 3 wristbands pls, Millie's 9, Josh 7 + Alfie 4. I'll do a cake",
    "Tues 29/6 Carol - forecast's good ☀️ bring suncream, no gazebos on the square!!",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Triangle CC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="fun day chat")])

question = "how much for the kids' wristbands? paying on the gate"
context = ["Today is Wed 30 June 2049. You are talking to Dan, a parent at Triangle CC, about the club's family fun "
           "day (Sat 3 July)."]
for query in ("wristband price", "under 5s", "Dan's kids wristbands"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("wristbands £5 a kid" in c for c in context), context
assert any("under 5s go free" in c for c in context), context
assert any("Millie's 9, Josh 7 + Alfie 4" in c for c in context), context
with fault():
    reply = answer(f"(Dan) {question}", context,
                   mock="£15 - that's 3 wristbands at £5 each for Millie, Josh and Alfie.")
finish(question, expected="£10 - Millie and Josh at £5 each; Alfie's 4 so he goes free", actual=reply)
