"""Batch 319 (held out). A hand car wash: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the new canopy's height limit in its facts and says yes to a camper anyway.

App: Bubbles Hand Car Wash on Elland Riorges Link (Kamal, the owner, and his cousins) do outside washes, in-and-outs
and valets for cars, 4x4s and vans. Kamal puts the wash's Facebook posts into a Zep thread; the helper answers
customers' messages from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kamal's 2050-08-30T10:00 post - vans and
campers welcome, outside wash £15 for vans, £20 for campers, on the back bay; his 14/9 post - loyalty cards; his Sat
22nd Oct post - the new canopy is up over the bays at last, so they can wash in the rain, but it's 2.3m clearance, so
nothing taller than a normal Transit - no campers, no high tops, no horseboxes, sorry to the camper lot; and his Mon
7/11 post - winter hours. Question (Fri 11/11, Mr Barraclough): "can I bring the camper in sunday for a wash before
she goes in storage for the winter? it's a Hymer, about 2.9m high" -> expected no - the new canopy's only 2.3m, so no
campers. The model says yes, £20 on the back bay.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the canopy's 2.3m clearance and "no campers", and it answered from the summer post. Asserted: the
context has both the summer camper price and the canopy post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b319_zep_car_wash_camper_van_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bubbles-car-wash", "facebook-posts-2050"
POSTS = [
    "2050-08-30T10:00 Kamal - vans + campers welcome 🚐 outside wash £15 vans, £20 campers, we do them on the back "
    "bay so u don't hold the cars up. open 7 days",
    "14/9 Kamal - loyalty cards are here!! 8 stamps = free in + out. ask the lads",
    "Sat 22nd Oct Kamal - new canopy's up over the bays at last ☔ so we can wash in the rain now. BUT it's 2.3m "
    "clearance so nothing taller than a normal transit - no campers, no high tops, no horseboxes (obvs 😂). sorry to "
    "our camper lot",
    "Mon 7/11 Kamal - winter hours from today, 8.30 till 5 weekdays, sat 8.30-5, sun 9-3",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bubbles Hand Car Wash")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="facebook")])

question = "can I bring the camper in sunday for a wash before she goes in storage for the winter? it's a Hymer, " \
           "about 2.9m high"
context = ["Today is Fri 11 November 2050. You are talking to Mr Barraclough, a customer of Bubbles Hand Car Wash, "
           "Elland."]
for query in ("camper van wash", "can you wash a camper", "height clearance canopy"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£20 campers" in c for c in context), context
assert any("2.3m clearance" in c and "no campers" in c for c in context), context
with fault():
    reply = answer(f"(Mr Barraclough) {question}", context,
                   mock="Yes, bring her in - campers are £20 for an outside wash, done on the back bay. Sunday we're "
                        "open 9 till 3.")
finish(question, expected="no - the new canopy's only 2.3m clearance, so no campers or high tops now", actual=reply)
