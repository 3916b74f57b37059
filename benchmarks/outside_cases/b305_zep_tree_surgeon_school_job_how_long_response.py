"""Batch 305 (held out). A tree surgeon's jobs: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the job's new length in its facts and gives the first plan's.

App: Greenwood Tree Care (Dave, the owner, with Ryan and Liam) do the trees for the schools round Sowerby Bridge in
the holidays. The crew chat goes into a Zep thread and the helper answers the lads' questions from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dave's 2051-09-18T07:10 post - the
October half term job at St Mary's primary, 3 days, Mon 23rd to Weds 25th: the two beeches by the playground
(reduce 30%) and the limes along the lane (lift to 5m), the yard for the chipper; Ryan's 29/9 post - the MEWP
borrowed from Hirsts for the Monday and Tuesday; Dave's Thu 12 Oct post - he went up the big beech for the survey,
it's worse than they thought, honey fungus at the base and a cavity, so it's a fell and a stump grind now, not a
reduction - that adds a day, so 4 days, finishing Thurs 26th, and the head's fine as long as they're out by Friday;
Liam's Mon 16th post - the stump grinder's booked for Thursday. Question (Weds 18/10, Liam): "how long are we at St
Mary's over half term? need to tell the missus if I'm free thurs" -> expected 4 days, Mon 23rd to Thu 26th (the
big beech is a fell now), so not free Thursday. The model says 3 days, Mon to Weds, so Thursday's free.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the 3-day plan and Dave's post making it 4 days to Thursday, and the model gave the first plan.
Asserted: the context has the 3-day line and the "adds a day so 4 days" line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b305_zep_tree_surgeon_school_job_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "greenwood-tree-care", "crew-chat-2051"
POSTS = [
    "2051-09-18T07:10 Dave - Oct half term job at St Mary's primary 🌳 3 days, mon 23rd - weds 25th: the 2 beeches "
    "by the playground (reduce 30%) + the line of limes along the lane (lift to 5m), chip the lot. school's shut so "
    "we can have the yard for the chipper",
    "29/9 Ryan - borrowed the MEWP off Hirsts for the mon + tues, has to be back weds am",
    "Thu 12 Oct Dave - went up the big beech for the survey, it's worse than we thought 😬 honey fungus at the base + "
    "a cavity, so it's a fell + stump grind now not a reduction. adds a day so 4 days, we'll finish thurs 26th. told "
    "the head, she's fine as long as we're out by fri",
    "Mon 16th Liam - stump grinder's booked for thurs, £90 day hire, I'll pick it up weds nite",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Greenwood crew")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="crew chat")])

question = "how long are we at St Mary's over half term? need to tell the missus if I'm free thurs"
context = ["Today is Weds 18 October 2051. You are talking to Liam, who works for Greenwood Tree Care."]
for query in ("St Mary's school job half term", "how many days at the school", "beech fell stump grind"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("3 days, mon 23rd - weds 25th" in c for c in context), context
assert any("adds a day so 4 days, we'll finish thurs 26th" in c for c in context), context
with fault():
    reply = answer(f"(Liam) {question}", context,
                   mock="3 days - Mon 23rd to Weds 25th: the two beeches and the limes. So you're free Thursday.")
finish(question, expected="4 days, Mon 23rd to Thu 26th - the big beech is a fell + stump grind now, so not free "
                          "Thursday", actual=reply)
