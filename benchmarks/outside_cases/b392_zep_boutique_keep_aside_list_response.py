"""Batch 392 (held out). A corner boutique shop's put-aside orders: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has a customer's changed order in its context and lists the first
one with the new items tacked on.

App: Piyasiri Stores is a boutique in an invented Colombo lane - bread from the bakery van, kiri packets, rice and
parippu by the kilo, eggs, coconuts. Piyasiri mudalali and his son Lahiru put the shop's WhatsApp chat into a Zep
thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lahiru's 2053-07-15T08:40 post - Silva
aunty (no. 8) wants kept aside for Saturday 2 loaves, 1 kg sugar, 10 eggs, 1 kg parippu, her driver comes at 9;
Piyasiri's Weds 16/07 post - the bakery van times; Lahiru's Thu 17/07 post - Silva aunty called again, aney, add 2
kiri packets and a coconut, and no eggs, her son is bringing from the farm, parippu make it 500 g only; Piyasiri's
Fri 18/07 post - she pays cash, no need for the book. Question (Fri 18/07, Piyasiri): "what all to keep aside for
Silva aunty tmrw? packing tonight itself" -> expected 2 loaves, 1 kg sugar, 500 g parippu, 2 kiri packets and a
coconut (no eggs). The model lists the first order with the kiri and the coconut added: 10 eggs and 1 kg parippu
still in.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the first order and the call that took the eggs off and cut the parippu to 500 g, and it answered
with the eggs and the kilo. Asserted: the context has both order posts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b392_zep_boutique_keep_aside_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "piyasiri-stores", "shop-chat-2053"
POSTS = [
    "2053-07-15T08:40 Lahiru - Silva aunty (no. 8) wants kept aside for sat: 2 loaves, 1 kg sugar, 10 eggs, 1 kg "
    "parippu. she'll send the driver at 9",
    "Weds 16/07 Piyasiri - bakery van coming 6.15 am + 6.30 pm from this week, loaf Rs. 140, roast paan Rs. 45",
    "Thu 17/07 Lahiru - Silva aunty called again aney 🙄 add 2 kiri packets + a coconut, and no eggs, her son is "
    "bringing from the farm. parippu make it 500 g only",
    "Fri 18/07 Piyasiri - Silva aunty pays cash always, no need to write in the book",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Piyasiri Stores")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "what all to keep aside for Silva aunty tmrw? packing tonight itself"
context = ["Today is Fri 18 July 2053. You are talking to Piyasiri, who runs Piyasiri Stores (a boutique shop)."]
for query in ("Silva aunty keep aside order", "Silva aunty called again", "order for saturday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("10 eggs, 1 kg parippu" in c for c in context), context
assert any("and no eggs" in c and "parippu make it 500 g only" in c for c in context), context
with fault():
    reply = answer(f"(Piyasiri) {question}", context,
                   mock="For Silva aunty: 2 loaves, 1 kg sugar, 10 eggs, 1 kg parippu, 2 kiri packets and a coconut - "
                        "her driver comes at 9.")
finish(question, expected="2 loaves, 1 kg sugar, 500 g parippu, 2 kiri packets and a coconut - no eggs, her son is "
                          "bringing them", actual=reply)
