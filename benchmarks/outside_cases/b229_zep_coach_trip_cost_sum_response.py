"""Batch 229 (held out). A garden club's coach trip: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the RHS-members-free line in its facts and charges the couple for
Bridgewater anyway.

App: Todmorden Horticultural Society go on a coach trip on Sat 24th July 2049 - RHS Garden Bridgewater in the morning
and Arley Hall in the afternoon, the coach from the market at 8.15. Entry is paid at each garden on the day. Brenda
(who runs the trips) and the members put the trip chat into a Zep thread; the helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Brenda's 2049-04-22T20:00 post - coach £21
each; Brenda's 19/5 post - Arley Hall £12, £10 for over 65s, Bridgewater £15.50, and, in passing, that if you're in
the RHS you get in free at Bridgewater, just show the card; and Derek's Weds 9th Jun post - put him and Sheila down,
they're both RHS with cards, he's 68 and she's 64. Question (Mon 19/7, Derek): "how much will it be for me + Sheila
all in? not counting lunch" -> expected £64 (coach £42; Bridgewater free for both; Arley £10 for Derek, £12 for
Sheila). The model says £95 (it adds £31 for Bridgewater).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the coach price, both gardens' prices, the RHS-members-free line and that both have cards and their ages,
and the model charged them for Bridgewater. Asserted: the context has all of those lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b229_zep_coach_trip_cost_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "todmorden-horticultural", "coach-trip-2049"
POSTS = [
    "2049-04-22T20:00 Brenda - COACH TRIP 🚌🌸 sat 24th july, RHS Bridgewater am + Arley Hall pm. coach £21 each, "
    "leaves the market 8.15 sharp, back for 6ish",
    "19/5 Brenda - entry's on the day at each garden. Arley Hall £12, £10 for over 65s. Bridgewater's £15.50 - oh + "
    "if ur in the RHS u get in free there, just show the card 🌿 lunch at Arley, pay urself",
    "Weds 9th Jun Derek - put me + Sheila down pls 🙋 we're both RHS, got the cards, + I'm 68 she's 64 (don't tell "
    "her I told u)",
    "2/7 Brenda - 44 on the coach, 5 seats left. pack a brolly ☔ + comfy shoes, Bridgewater's a big site",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Todmorden Horticultural Society")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="coach trip chat")])

question = "how much will it be for me + Sheila all in? not counting lunch"
context = ["Today is Mon 19 July 2049. You are talking to Derek, a member of Todmorden Horticultural Society, about the "
           "society's coach trip (Sat 24 July)."]
for query in ("coach price", "garden entry prices RHS members", "Derek and Sheila"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("coach £21 each" in c for c in context), context
assert any("Arley Hall £12, £10 for over 65s" in c and "Bridgewater's £15.50" in c for c in context), context
assert any("if ur in the RHS u get in free there" in c for c in context), context
assert any("we're both RHS, got the cards" in c and "I'm 68 she's 64" in c for c in context), context
with fault():
    reply = answer(f"(Derek) {question}", context,
                   mock="£95 - coach £42, Bridgewater £31 and Arley £22 (your £10 over-65 rate plus Sheila's £12).")
finish(question, expected="£64 - coach £42, Bridgewater free for both (RHS cards), Arley £10 for Derek + £12 for "
                          "Sheila", actual=reply)
