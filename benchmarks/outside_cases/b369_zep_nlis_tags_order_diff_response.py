"""Batch 369 (held out). A cattle station's NLIS tags: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the tags on hand in its context and orders as if there were none.

App: Gundaroo Creek Station tags its calves with NLIS breeder tags at weaning, ordered in boxes of 100 from Tagmate
Rural. Kerry (the bookkeeper), Jacko and Rob (the head stockman) put the station's group-chat and two-way radio
lines into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kerry's 2051-03-02 line - 2 boxes of 100
white breeder tags left in the office cupboard (plus half a box of the orange post-breeder ones nobody needs);
Jacko's Wed 8/3 radio line - 287 calves branded at the Gidgee yards, no tags in them yet, they get done at weaning;
Kerry's Fri 10/3 line - Tagmate need the order by Fri 17th for April delivery, $3.60 a tag, boxes of 100 only; and
Rob's Mon 13/3 line - weaning Tue 11 April at the Gidgee yards. Question (Tue 14/3, Kerry): "how many NLIS tags do
I need to order for the Gidgee calves? can only get boxes of 100" -> expected 87 more than the 200 in the cupboard,
so 1 box of 100. The model orders for all 287 - 3 boxes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 200 tags on hand, the 287 calves and the boxes of 100, and it answered as if none were on hand.
Asserted: the context has the cupboard line, the branding line and the boxes of 100.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b369_zep_nlis_tags_order_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "gundaroo-creek", "cattle-2051"
POSTS = [
    "2051-03-02 Kerry - NLIS stocktake: 2 boxes of 100 breeder tags (the white ones) left in the office cupboard, + "
    "half a box of the orange post-breeders nobody needs",
    "Wed 8/3 1740 Jacko (radio) - Base, Jacko. branded 287 calves at the Gidgee yards today 🐂 no tags in em yet, "
    "that's at weaning, over",
    "Fri 10/3 Kerry - Tagmate Rural need the tag order by Fri 17th for April delivery, $3.60 a tag, boxes of 100 only",
    "Mon 13/3 Rob - weaning's Tue 11 April at the Gidgee yards, Dr Lowrie doing the 7-in-1 same day, 0600 start",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gundaroo Creek")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="station chat")])

question = "how many NLIS tags do I need to order for the Gidgee calves? can only get boxes of 100"
context = ["Today is Tue 14 March 2051. You are talking to Kerry, the bookkeeper at Gundaroo Creek Station."]
for query in ("NLIS tags order", "tags left in the office", "calves branded at the Gidgee yards"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("2 boxes of 100 breeder tags" in c and "office cupboard" in c for c in context), context
assert any("branded 287 calves at the Gidgee yards" in c for c in context), context
assert any("boxes of 100 only" in c for c in context), context
with fault():
    reply = answer(f"(Kerry) {question}", context,
                   mock="287 tags for the 287 calves - so 3 boxes of 100 from Tagmate, $1,080 all up. Get it in by "
                        "Fri 17th.")
finish(question, expected="87 more than the 200 in the office cupboard - so 1 box of 100 ($360)", actual=reply)
