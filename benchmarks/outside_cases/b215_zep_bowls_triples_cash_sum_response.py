"""Batch 215 (held out). A bowls club's charity triples: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the new lunch price in its facts and adds up with the old one.

App: Clun Bowling Club hold their charity triples for the air ambulance on Sun 18th July 2049 - teams of three, two
woods each, 16 ends, the rinks drawn on the clubhouse board, lunch in the clubhouse, a raffle. The committee's
WhatsApp group goes into a Zep thread; the helper answers visiting skips from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ken's 2049-06-02T19:15 post - £15 a team,
ploughman's lunch £7 a head, pay Joyce on the day - and Bev's Tue 6th post: the cheese man's let them down, so it's a
hot lunch instead, chicken and ham pie with new pots, £9 a head, pudding extra. Also the entries deadline, the raffle
and the draw. Question (Fri 16/7, Alan, skipping a team from Bishop's Castle): "how much do I need to bring for my
lot, with the dinner? like to have the right cash" -> expected £42 (£15 for the team + 3 x £9). The model says £36
(£15 + 3 x £7).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the £15 entry, the £7
ploughman's and Bev's £9 hot lunch that replaced it are all in the facts the model was given, and it added up with
the old price. Asserted: the context has the £15 and £7 post and the £9 post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b215_zep_bowls_triples_cash_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "clun-bowling-club", "charity-triples-2049"
POSTS = [
    "2049-06-02T19:15 Ken - CHARITY TRIPLES ☀️ sun 18th july for the air ambulance. teams of 3, 2 woods each, 16 "
    "ends. £15 a team + ploughman's lunch £7 a head, pay Joyce on the day pls",
    "Joyce - entries to me by the 10th so I can do the rink draw",
    "Tue 6th Bev - cheese man's let us down 🙄 so no ploughman's, hot lunch instead - chicken + ham pie + new pots, "
    "£9 a head, pudding extra if u want it",
    "Ken - raffle prizes to me by fri, got a meat voucher + a bottle of Grouse so far",
    "Joyce - 14 teams in 🎉 draw's on the board in the clubhouse, whites or greys, flat shoes ONLY",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Clun Bowling Club committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="club committee")])

question = "how much do I need to bring for my lot, with the dinner? like to have the right cash"
context = ["Today is Fri 16 July 2049. You are talking to Alan, who skips a team of three from Bishop's Castle in "
           "Clun Bowling Club's charity triples (Sun 18 July)."]
for query in ("entry fee per team", "lunch price", "charity triples cost"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£15 a team" in c and "ploughman's lunch £7 a head" in c for c in context), context
assert any("hot lunch instead" in c and "£9 a head" in c for c in context), context
with fault():
    reply = answer(f"(Alan) {question}", context, mock="£36 - £15 for the team entry plus £7 each for the ploughman's "
                                                       "lunch for the three of you.")
finish(question, expected="£42 - £15 for the team and £9 a head for the hot lunch (chicken and ham pie; the "
                          "ploughman's is off)", actual=reply)
