"""Batch 148 (held out). A youth club residential's leaders' thread: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call gets the facts and gives the wrong reason.

App: the leaders of Mytholmroyd Youth Club (Dee the club leader, Sam her deputy, Rach on first aid) post into a Zep
thread in the run-up to the residential at the Hollowford centre, Castleton (Fri 10th - Sun 12th July 2037); the
helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dee's programme of 14/3 (Saturday: the
gorge walk with Nick the instructor in the morning, caving at Speedwell in the afternoon); Sam's note of 22.3. that
the gorge walk needs a 25m swim test at the leisure centre first; Dee's post of Tue 2/6 that Hollowford rang - the
gorge walk's off for our weekend, the Environment Agency has shut that stretch of the river after a diesel spill
upstream at the quarry, so it's the high ropes instead, same slot, and the swim test isn't needed now; and Sam's
post of Weds 3/6 that Ellie-Mae and Mason didn't pass the swim test, will they miss out. The model gives the swim
test as the reason. Question (Mon 8/6, Lisa, Kai's mum): "why is there no gorge walk on the residential now? Kai's
gutted, it was the bit he wanted" -> expected the river's shut (the Environment Agency closed that stretch after a
diesel spill at the quarry upstream); it's the high ropes instead. The assistant says it's because some of the
kids didn't pass the swim test.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Hollowford's call about the river and the spill, and it answered with the swim test. Asserted: the
programme, the spill post and the swim test posts are all in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b148_zep_residential_gorge_walk_why_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "mytholmroyd-youth-club", "residential-leaders"
POSTS = [
    "14/3 Dee - Hollowford programme: fri games + campfire, sat gorge walk in the morning w Nick the instructor, "
    "caving at Speedwell in the afternoon, sun climbing wall + home for 4ish",
    "22.3. Sam - gorge walk needs a swim test 1st, 25m at the leisure centre, sessions thurs 6pm. goggles optional",
    "Tue 2/6 Dee - Hollowford rang, gorge walk's off for our wkend :( Environment Agency have shut that stretch of "
    "the river, diesel spill upstream at the quarry. doing the high ropes instead same slot. swim test not needed "
    "now",
    "Weds 3/6 Sam - Ellie-Mae + Mason didnt pass the swim test, will they miss out on sat morning?",
    "2037-06-05T20:15 Rach - 1st aid kit restocked, epipens for Kacey x2, inhalers list in the blue folder",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Residential leaders")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Residential leaders")])

question = "why is there no gorge walk on the residential now? Kai's gutted, it was the bit he wanted"
with turn_span("question Mon 8/6"):
    facts = client.graph.search_edges(GRAPH, query="gorge walk saturday river swim test high ropes",
                                      page_size=10).items
    context = ["Today is Mon 8 June 2037. You are talking to Lisa, whose son Kai is going on Mytholmroyd Youth "
               "Club's residential."] + [f.fact for f in facts]
    assert any("sat gorge walk in the morning" in c for c in context), context
    assert any("diesel spill upstream at the quarry" in c and "high ropes" in c for c in context), context
    assert any("needs a swim test" in c for c in context), context
    assert any("didnt pass the swim test" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Because some of the kids didn't pass the swim test, so it's the "
                                               "high ropes for everyone instead.")
finish(question, expected="the river's shut - the Environment Agency closed that stretch after a diesel spill at the "
                          "quarry upstream; it's the high ropes instead", actual=reply)
