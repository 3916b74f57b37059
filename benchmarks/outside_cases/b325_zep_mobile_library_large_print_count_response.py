"""Batch 325 (held out). A mobile library for care homes: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the home that's shut this round in its facts and counts it in
anyway.

App: Kirklees Home Library Service's van does a care home round on Tuesdays - Fern Lea, Hollins Park and Ashgrove
House - two large print books a reader plus the request list. Anita (the librarian) and Jas (the driver) put the
round's chat into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Anita's 2051-04-03T09:10 post - Tues 18th
Apr round: Fern Lea 12 readers, Hollins Park 8, Ashgrove House 9, 2 large print each, load the night before; Jas's
6/4 - the tail lift's fixed; Anita's Fri 14th Apr - Ashgrove rang, they've got noro, shut to visitors till the
25th, so we're NOT going there Tuesday, Fern Lea and Hollins only, back by 1; and Jas's Mon 17th - Mr Sutcliffe at
Hollins wants the new Lee Child. Question (Mon 17/4, Jas, loading the van): "how many large print do I load for
tmrw? 2 each like always?" -> expected 40 (2 each for Fern Lea's 12 and Hollins Park's 8; Ashgrove's shut with
noro). The model says 58, 2 each for all 29 readers across the three homes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the three homes' readers and the post saying Ashgrove's shut to visitors and off this round, and the
model counted Ashgrove in. Asserted: the context has the readers line and the Ashgrove noro line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b325_zep_mobile_library_large_print_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kirklees-home-library", "care-home-round-2051"
POSTS = [
    "2051-04-03T09:10 Anita - tues 18th apr round 📚 Fern Lea 12 readers, Hollins Park 8, Ashgrove House 9. 2 large "
    "print each + the request list, load the night b4 pls",
    "6/4 Jas - tail lift's fixed 🙌 can take the big trolley again",
    "Fri 14th Apr Anita - Ashgrove rang, they've got noro 🤢 shut to visitors till the 25th so we're NOT going there "
    "tues. Fern Lea + Hollins only, back by 1",
    "Mon 17th Jas - Mr Sutcliffe at Hollins wants the new Lee Child, it's on the reserve shelf",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Home Library Service")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="round chat")])

question = "how many large print do I load for tmrw? 2 each like always?"
context = ["Today is Mon 17 April 2051. You are talking to Jas, the driver on Kirklees Home Library Service's care "
           "home round (Tue 18 April)."]
for query in ("large print per reader", "readers at each home", "are we going to all the homes tues"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Fern Lea 12 readers, Hollins Park 8, Ashgrove House 9" in c for c in context), context
assert any("shut to visitors till the 25th so we're NOT going there" in c for c in context), context
with fault():
    reply = answer(f"(Jas) {question}", context,
                   mock="58 - that's 2 each for 29 readers: Fern Lea's 12, Hollins Park's 8 and Ashgrove's 9.")
finish(question, expected="40 - 2 each for Fern Lea (12) and Hollins Park (8); Ashgrove's shut with noro",
       actual=reply)
