"""Batch 327 (held out). A home brew shop: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the kit's yeast swap in its facts and names the yeast the swap replaced.

App: Hopwood Home Brew in Sowerby Bridge make up their own all-grain kits (grain milled and bagged, hops, yeast,
instructions). Dave (the owner) and Sue (on the till) put the shop chat into a Zep thread; the helper answers
customers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dave's 2050-10-02T10:15 post - the NEIPA
all-grain kit (23L) £34.99, comes with Verdant IPA yeast and the Citra/Mosaic hop pack, grain milled; Sue's 4/10
post - brew club has moved to the back room; Dave's Tue 11th Oct post - Lallemand say Verdant is out till March at
least, so they're putting New England (also Lallemand) in the NEIPA kits instead, same job really, a bit more stone
fruit, and don't sell anyone the last Verdant on the shelf, it's out of date; Sue's 17/10 post - the new hops are
in, Nelson Sauvin's back. Question (Sat 22/10, Rob, who has just bought the kit): "which yeast comes in the NEIPA
kit? want to know if I need to make a starter" -> expected Lallemand New England (Verdant's out till March). The
model says Verdant IPA.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the kit's first yeast and the swap to New England, and the model named the first one. Asserted: the
context has the Verdant kit line and the New England swap line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b327_zep_homebrew_neipa_yeast_which_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hopwood-home-brew", "shop-chat-2050"
POSTS = [
    "2050-10-02T10:15 Dave - NEIPA all grain kit (23L) is up on the shelf 🍺 £34.99, comes w/ Verdant IPA yeast + "
    "the Citra/Mosaic hop pack, grain's milled + bagged. instructions in the box",
    "4/10 Sue - brew club's in the back room from now on, bring a chair if u can, we're short",
    "Tue 11th Oct Dave - Lallemand say Verdant's out till March at least 😩 so we're putting New England (also "
    "Lallemand) in the NEIPA kits instead, same job really, bit more stone fruit. DON'T sell anyone the last Verdant "
    "on the shelf, it's out of date",
    "17/10 Sue - hop delivery in, Nelson Sauvin's back!! + the 1kg bags of spraymalt",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hopwood Home Brew")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "which yeast comes in the NEIPA kit? want to know if I need to make a starter"
context = ["Today is Sat 22 October 2050. You are talking to Rob, who has just bought Hopwood Home Brew's NEIPA "
           "all-grain kit."]
for query in ("NEIPA kit yeast", "which yeast is in the kit", "Verdant yeast"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("comes w/ Verdant IPA yeast" in c for c in context), context
assert any("putting New England (also Lallemand) in the NEIPA kits instead" in c for c in context), context
with fault():
    reply = answer(f"(Rob) {question}", context,
                   mock="It comes with Verdant IPA yeast - it's a dried yeast, so no starter needed, just pitch it.")
finish(question, expected="Lallemand New England - Verdant's out till March so the kits have New England instead",
       actual=reply)
