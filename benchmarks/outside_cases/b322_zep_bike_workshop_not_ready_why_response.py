"""Batch 322 (held out). A bike repair workshop: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the real reason a repair is late in its facts and gives a reason the facts rule
out.

App: Cog & Crank is a bike repair workshop behind the market in Halifax - servicing, wheel builds, e-bike motors,
a Saturday puncture clinic. Mo (the owner) and Dan (the mechanic) put the workshop chat into a Zep thread; the
helper answers customers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Mo's 2050-09-02T10:15 post - Mrs
Akhtar's Cube e-bike in for a new rear hub motor, ready Tue 6th, £340 quoted; Dan's 5/9 post - the motor's come
but it's the wrong one, Shimano sent the 250W one with the old connector, so it's gone back and the right one is on
back order till Fri 16th at the earliest, he's rung Mrs A; Mo's Mon 5th Sept post - Dan was off sick last Weds and
Thurs, but he's caught up with every job on his bench, nothing's late because of it; and Dan's 6/9 post - the
puncture clinic's cancelled this Saturday. Question (Weds 7/9, Mrs Akhtar): "why's my e-bike not ready? it was
meant to be tuesday 😕" -> expected because the motor that came was the wrong one and the right one is on back order
(Fri 16th at the earliest). The model says it's because Dan was off sick last week and the jobs got behind.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the wrong motor and the back order as the reason and say Dan's sick days didn't hold anything up, and the
model gave the sick days. Asserted: the context has the wrong-motor fact and the caught-up fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b322_zep_bike_workshop_not_ready_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "cog-and-crank", "workshop-chat-2050"
POSTS = [
    "2050-09-02T10:15 Mo - Mrs Akhtar's Cube e-bike in, rear hub motor's died 💀 new motor + fit £340 quoted, told "
    "her ready tues 6th",
    "5/9 Dan - motor for Mrs A's Cube came but it's the WRONG one, Shimano sent the 250W with the old connector. "
    "gone back, right one's on back order till fri 16th at the earliest 🙄 rang Mrs A, left a msg",
    "Mon 5th Sept Mo - Dan was off sick last weds + thurs but he's caught up with every job on his bench, nothing's "
    "late cos of it. cheers Dan 👍",
    "6/9 Dan - no puncture clinic this sat, I'm at my cousin's wedding. sign's on the door",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Cog & Crank")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="workshop chat")])

question = "why's my e-bike not ready? it was meant to be tuesday 😕"
context = ["Today is Weds 7 September 2050. You are talking to Mrs Akhtar, a customer of Cog & Crank."]
for query in ("Mrs Akhtar e-bike not ready", "why is the repair late", "motor for the Cube"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("it's the WRONG one" in c and "on back order till fri 16th" in c for c in context), context
assert any("caught up with every job on his bench, nothing's late cos of it" in c for c in context), context
with fault():
    reply = answer(f"(Mrs Akhtar) {question}", context,
                   mock="Sorry about that - our mechanic Dan was off sick last Wednesday and Thursday, so the jobs got "
                        "behind. We'll have it done as soon as we can.")
finish(question, expected="the motor that came was the wrong one - it's gone back and the right one's on back order "
                          "till Fri 16th at the earliest", actual=reply)
