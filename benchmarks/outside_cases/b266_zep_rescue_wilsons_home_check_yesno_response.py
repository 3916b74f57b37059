"""Batch 266 (held out). A dog rescue's foster homes and home checks: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the sign-off of a conditional home check in its facts
and answers from the condition.

App: Two Rivers Dog Rescue (Calder and Ryburn valleys) rehome dogs from foster homes once an adopter has passed a
home check. The volunteers' group chat goes into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Carol's 2051-06-03T14:30 post - home
check at the Wilsons' in Mytholmroyd for Bramble (collie x, 2yo), lovely family, kids 8 and 11 sensible with her,
BUT the side fence is only 4ft and Bramble would clear it, so a pass on condition they raise it to 6ft before she
goes; Deb's 8/6 post - Bramble's foster says she's a jumper, ask for photos of any fence work; Carol's Tue 13th June
post - the Wilsons sent photos, new 6ft panels all down the side, she popped by on the way home and it's solid, all
signed off, they can have Bramble Saturday; and Deb's 15/6 post - the adoption pack and the £150 fee. Question (Thu
15/6, Bramble's foster Marie): "did the Wilsons pass their home check in the end? need to know if I'm packing
Bramble's stuff up" -> expected yes, signed off Tue 13th once the 6ft fence was up - she goes Saturday. The model
says not yet - it's conditional on them raising the fence to 6ft, so hold off packing.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the sign-off after the fence went up, and the model answered from the condition in the first post.
Asserted: the context has the conditional pass and the sign-off.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b266_zep_rescue_wilsons_home_check_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "two-rivers-rescue", "home-checks-2051"
POSTS = [
    "2051-06-03T14:30 Carol - home check done at the Wilsons' in Mytholmroyd for Bramble (collie x, 2yo) 🐾 lovely "
    "family, kids 8 + 11 v sensible with her, BUT the side fence is only 4ft + Bramble would clear that no bother. so "
    "it's a pass on condition they raise it to 6ft before she goes",
    "8/6 Deb - Bramble's foster says she's def a jumper, cleared the sofa yday 😂 ask the Wilsons for photos of any "
    "fence work",
    "Tue 13th June Carol - Wilsons sent photos, new 6ft panels all down the side. popped by on my way home + it's "
    "solid, all signed off ✅ they can have Bramble sat",
    "15/6 Deb - adoption pack's printed, £150 fee, she's microchipped + spayed, 1st vacc done. Marie to bring her "
    "bed + lead, it'll help her settle",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Two Rivers")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="volunteers")])

question = "did the Wilsons pass their home check in the end? need to know if I'm packing Bramble's stuff up"
context = ["Today is Thu 15 June 2051. You are talking to Marie, who's fostering Bramble for Two Rivers Dog Rescue."]
for query in ("Wilsons home check", "Bramble adoption", "fence"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("it's a pass on condition they raise it to 6ft" in c for c in context), context
assert any("new 6ft panels all down the side" in c and "all signed off" in c for c in context), context
with fault():
    reply = answer(f"(Marie) {question}", context,
                   mock="Not yet - it's a conditional pass: they've got to raise the side fence to 6ft before "
                        "Bramble can go, so hold off packing for now.")
finish(question, expected="yes - signed off Tue 13th once the 6ft fence panels were up; Bramble goes Saturday",
       actual=reply)
