"""Batch 294 (held out). A bike shop's workshop: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the pushed-back ready date in its context and gives the first one.

App: Pennine Cycles in Todmorden - a shop with a one-bench workshop, Lee (the owner, mechanic) and Kasia (shop and
second mechanic). They put the shop's chat into a Zep thread as they go - jobs in, parts on order, customers rung -
and the helper answers customers' and staff questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lee's 2051-04-03T10:15 post - Mrs
Hussain's Brompton in, the rear hub's shot, a new Sturmey 3-speed ordered from Madison, ready Weds 12th; Kasia's
6/4 post - Madison rang, the 3-speed hubs are on back order, ETA now Mon 17th, so the Brompton won't be done till
Tues 18th at the earliest, she's rung Mrs H and she's borrowing her son's bike; Lee's Sat 8th post - the Saturday
ride; and Kasia's Tue 11/4 post - Dave's Specialized. Question (Thu 13/4, Imran, Mrs Hussain's son): "when can mum
pick up her brompton? I can drive her down" -> expected Tues 18th at the earliest (the hub's on back order). The
model says it was due Weds 12th, so it's ready now.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the first ready day and the back order that moves it to Tues 18th, and the model gave the first day.
Asserted: the context has the "ready weds 12th" line and the back-order line with Tues 18th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b294_zep_bike_shop_brompton_ready_which_day_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "pennine-cycles", "workshop-2051"
POSTS = [
    "2051-04-03T10:15 Lee - Mrs Hussain's Brompton in 🚲 rear hub's shot (slipping in 2nd + 3rd), new Sturmey 3spd "
    "ordered from Madison, £145 fitted, ready weds 12th",
    "6/4 Kasia - Madison rang, the 3spd hubs are on back order 😩 ETA now mon 17th so Mrs H's Brompton won't be done "
    "till tues 18th earliest. rang her, she's ok, borrowing her son's bike",
    "Sat 8th Lee - sat ride meets 8.30 outside the shop, coffee stop at Hebden, back for 12",
    "Tue 11/4 Kasia - Dave's Specialized, new BB in + gears indexed, done, he's collecting thurs",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pennine Cycles")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "when can mum pick up her brompton? I can drive her down"
context = ["Today is Thu 13 April 2051. You are talking to Imran, Mrs Hussain's son, about her bike at Pennine "
           "Cycles."]
for query in ("Mrs Hussain Brompton ready", "brompton hub", "when is the bike done"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("ready weds 12th" in c for c in context), context
assert any("on back order" in c and "tues 18th earliest" in c for c in context), context
with fault():
    reply = answer(f"(Imran) {question}", context,
                   mock="It was due Weds 12th, so it's ready now - she can pick it up any time we're open.")
finish(question, expected="Tues 18th at the earliest - the new hub's on back order till the 17th", actual=reply)
