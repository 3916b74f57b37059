"""Batch 222 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Vyrnwy Canoe Club do their river clean-up on Sun 3rd October 2049 - in at Llansantffraid 9.30, out at Four
Crosses by 1, bags and litter pickers in every boat, lunch after. The club committee's chat goes into a Zep thread;
the helper answers members from a graph search of the facts.

Memory: 2049-08-28T19:00 Dai - clean-up Sun 3rd Oct, in at Llansantffraid 9.30, out at Four Crosses by 1, lunch at
the boathouse after, Bev's doing soup and rolls; 12.9. Ken - the boathouse roof's leaking again over the changing
room; Tue 21st Ken - got up on the roof with a tarp and some batten, it'll hold till the winter, proper job in the
spring; Weds 29 Sep Dai - the council skip can't come till the Monday, so all the bags and the junk they pull out
(last year a shopping trolley and two tyres) are going in the boathouse overnight, nowhere to sit, so lunch at the
scout hut up the lane, Bev's fine with it. Question (Fri 1/10, Sian, who joined in the summer): "why's lunch at the
scout hut not the boathouse? only joined in july" The assistant says the boathouse will be full of the bags and the
rubbish from the river till the council skip comes on the Monday. The label says because the boathouse roof is
leaking (it was, but Ken's patched it).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b222_ctl_zep_canoe_cleanup_lunch_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "vyrnwy-canoe-club", "river-clean-up-2049"
POSTS = [
    "2049-08-28T19:00 Dai - RIVER CLEAN-UP 🛶 sun 3rd oct, in at Llansantffraid 9.30, out at Four Crosses by 1. lunch "
    "at the boathouse after, Bev's doing soup + rolls",
    "12.9. Ken - boathouse roof's leaking again over the changing room 🙄 buckets out",
    "Tue 21st Ken - got up on the roof w/ a tarp + some batten, it'll hold till the winter, we'll do it properly in "
    "the spring",
    "Weds 29 Sep Dai - council skip can't come till the mon, so all the bags + the junk we pull out (last yr a "
    "shopping trolley + 2 tyres lol) are going in the boathouse overnight, nowhere to sit, so lunch at the scout hut "
    "up the lane. Bev's fine w/ it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Vyrnwy Canoe Club")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="canoe club committee")])

question = "why's lunch at the scout hut not the boathouse? only joined in july"
context = ["Today is Fri 1 October 2049. You are talking to Sian, who joined Vyrnwy Canoe Club in July and is coming "
           "on the river clean-up (Sun 3 October)."]
for query in ("where is lunch after the clean-up", "scout hut", "boathouse", "lunch moved"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("boathouse roof's leaking again" in c for c in context), context
assert any("it'll hold till the winter" in c for c in context), context
assert any("going in the boathouse overnight, nowhere to sit, so lunch at the scout hut" in c for c in context), context
reply = answer(f"(Sian) {question}", context,
               mock="Because the boathouse will be full - the council skip can't come till Monday, so all the bags "
                    "and the rubbish we pull out of the river are going in the boathouse overnight and there's "
                    "nowhere to sit.")
finish(question, expected="because the boathouse roof is leaking", actual=reply)
