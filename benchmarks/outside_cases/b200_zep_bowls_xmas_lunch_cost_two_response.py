"""Batch 200 (held out). A bowls club's Christmas lunch: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the club's subsidy in its facts and prices the lunch without it.

App: Sundorne Bowls Club's Christmas lunch is Thu 8th Dec 2044 at the Albrighton Hall Hotel - three courses, crackers,
the raffle, the presentation of the season's cups. The club's chat (Margaret, the social secretary, Alan, the
treasurer, and members) goes into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Margaret's first post (2044-10-05T14:00:
£26.50 a head, 3 courses, coffee and mince pies; names and menu choices to her by the 20th Nov); Alan's of Tue 18th
Oct: the committee agreed the club's putting £6 a head towards it for members out of the bar profits, so members pay
£20.50, guests the full £26.50; 26/10 the raffle; 3.11. pay Alan at the green or by bank by the 1st Dec. Question
(Mon 14/11, Bill, whose wife June also plays): "how much do I owe Alan for the lunch, me and June? she's a member
too" -> expected £41 (two members at £20.50). The model says £53 (two at £26.50).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the £26.50 price and
Alan's £6 a head from the bar profits, members £20.50, are both in the facts the model was given, and it priced the
lunch without the subsidy. Asserted: the context has the £26.50 line and the members' £20.50 line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b200_zep_bowls_xmas_lunch_cost_two_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sundorne-bowls-club-2044", "xmas-lunch-2044"
POSTS = [
    "2044-10-05T14:00 Margaret - XMAS LUNCH thurs 8th dec, Albrighton Hall 🎄 12.30 for 1, £26.50 a head - 3 courses "
    "+ coffee + mince pies. names + menu choices to me by 20th nov pls",
    "Tue 18th Oct Alan - committee agreed last night the club's putting £6 a head towards it for members out of the "
    "bar profits (good season!!) so members pay £20.50, guests full whack",
    "26/10 Margaret - raffle £1 a strip, prizes to Joan by the 1st, cups presented after the pudding",
    "3.11. Alan - pay me at the green or by bank, club account as per, by 1st dec latest. ta",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sundorne Bowls Club Christmas lunch")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Sundorne Bowls Club")])

question = "how much do I owe Alan for the lunch, me and June? she's a member too"
context = ["Today is Mon 14 Nov 2044. You are talking to Bill, a member of Sundorne Bowls Club; his wife June is a "
           "member too. The Christmas lunch is Thu 8 Dec at Albrighton Hall."]
for query in ("xmas lunch price a head", "how much members pay for the lunch", "pay Alan"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£26.50 a head" in c for c in context), context
assert any("£6 a head towards it for members" in c and "members pay £20.50" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£53 - it's £26.50 a head, so £53 for the two of you. Pay Alan at the "
                                           "green or by bank by 1st Dec.")
finish(question, expected="£41 - £20.50 each for members (the club's putting £6 a head in from the bar profits)",
       actual=reply)
