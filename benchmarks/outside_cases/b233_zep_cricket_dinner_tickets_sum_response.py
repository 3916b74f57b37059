"""Batch 233 (held out). A cricket club's annual dinner: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the playing members' discount in its facts and charges full price
anyway.

App: Ossett Cricket Club's annual dinner and awards night is on Sat 26th November 2050 at the Town Hall - 7 for
7.30, three courses, a speaker, the awards. Steve (the treasurer) and Andy (the social secretary) put the dinner
chat into a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Steve's 2050-09-30T20:00 post - tickets
£32, juniors (under 16) £15; his 14/10 post - the committee agreed playing members get £10 off their own ticket
this year, the club's covering it out of the bar money, only their own ticket, not guests'; Andy's Weds 2 Nov post
on the speaker; Steve's Tue 8th Nov post - 74 booked, last orders Fri 18th. Question (Thu 10/11, Gaz, who plays for
the 1st XI): "how much do I owe for me, our Kelly + our lad (he's 13)? I'll transfer it tonight" -> expected £69
(£22 for Gaz with the playing members' £10 off, £32 for Kelly, £15 for the lad). The model says £79 (it charges Gaz
full price).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both prices and the £10 off a playing member's own ticket, and the question says who's asking, and the
model worked the sum as if there were no discount. Asserted: the context has the prices, the £10 off and that Gaz
plays for the 1st XI.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b233_zep_cricket_dinner_tickets_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ossett-cc", "annual-dinner-2050"
POSTS = [
    "2050-09-30T20:00 Steve - ANNUAL DINNER 🏏 sat 26th nov at the Town Hall, 7 for 7.30, 3 courses + the awards. "
    "tix £32, juniors (under 16) £15, pay me or transfer to the club acct",
    "14/10 Steve - committee agreed last night, playing members get £10 off their own ticket this yr, the club's "
    "covering it out of the bar money 🍺 (just ur own, not guests')",
    "Weds 2 Nov Andy - speaker sorted, Dickie Holt from the Bradford League, he's a hoot. raffle prizes to me pls",
    "Tue 8th Nov Steve - 74 booked so far 👍 last orders for tix fri 18th, dietary stuff to Andy",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ossett CC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="dinner chat")])

question = "how much do I owe for me, our Kelly + our lad (he's 13)? I'll transfer it tonight"
context = ["Today is Thu 10 November 2050. You are talking to Gaz, who plays for Ossett CC's 1st XI (annual dinner "
           "Sat 26 November)."]
for query in ("ticket prices for the dinner", "discount for playing members", "junior tickets under 16"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("tix £32, juniors (under 16) £15" in c for c in context), context
assert any("playing members get £10 off their own ticket" in c for c in context), context
assert "plays for Ossett CC's 1st XI" in context[0]
with fault():
    reply = answer(f"(Gaz) {question}", context,
                   mock="£79 - that's two adult tickets at £32 (£64) plus a junior ticket for your lad at £15.")
finish(question, expected="£69 - £22 for Gaz (playing members get £10 off their own ticket), £32 for Kelly, £15 for "
                          "the lad", actual=reply)
