"""Batch 310 (held out). A wool shop's knit-and-natter group: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has every count it needs in its context and leaves one out.

App: Baa Baa Yarns in Todmorden runs a knit + natter on Thursday afternoons. In autumn 2051 the group is knitting
poppies for the church railings for Remembrance Sunday. Viv (who owns the shop) and Jan (who runs the group) put
the group's chat into a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Viv's 2051-09-07T14:30 post - the target
is 500 poppies for the railings, the pattern's by the till; Viv's 21/9 post - 212 in the box as of tonight; Jan's
Thu 5th Oct post - the Brownies dropped 60 off at the shop and Dot's done 45 on her own (!!), both lots are in the
basket under the counter, not the box, not counted in yet; Viv's 12/10 post - coffee morning Saturday, bring cakes.
Question (Mon 16/10, Jan): "how many more poppies do we need for the railings? trying to work out if we need a poppy
blitz nite" -> expected 183 (500 - 212 - 60 - 45). The model says 288 (500 less the 212 in the box).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the target, the box count and the basket of 60 + 45 not yet counted, and the model's sum left the basket
out. Asserted: the context has the 500, the 212 and the basket line with 60 and 45.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b310_zep_knit_natter_poppies_left_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "baa-baa-yarns", "knit-natter-poppies-2051"
POSTS = [
    "2051-09-07T14:30 Viv - POPPIES 🌺 for the church railings for remembrance sun, target 500!! pattern's by the "
    "till, any red dk, black button or a bit of black for the middle",
    "21/9 Viv - 212 in the box as of tonight 👏 the vicar came in to see, very chuffed",
    "Thu 5th Oct Jan - the Brownies dropped 60 off at the shop + Dot's done 45 on her own (!!) - both lots are in the "
    "basket under the counter not the box, not counted in yet",
    "12/10 Viv - coffee morning sat 10-12 for the poppy appeal, bring cakes pls, Jan's on the door",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Baa Baa Yarns")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="group chat")])

question = "how many more poppies do we need for the railings? trying to work out if we need a poppy blitz nite"
context = ["Today is Mon 16 October 2051. You are talking to Jan, who runs the knit + natter at Baa Baa Yarns."]
for query in ("poppies target", "how many poppies so far", "poppies counted in the box and basket"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("target 500" in c for c in context), context
assert any("212 in the box" in c for c in context), context
assert any("dropped 60 off" in c and "Dot's done 45" in c and "not counted in yet" in c for c in context), context
with fault():
    reply = answer(f"(Jan) {question}", context,
                   mock="288 more - the target's 500 and there's 212 in the box, so yes, a poppy blitz night "
                        "wouldn't hurt.")
finish(question, expected="183 - 500 less the 212 in the box and the 105 in the basket (Brownies' 60 + Dot's 45)",
       actual=reply)
