"""Batch 388 (held out). A cha chaan teng: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the Octopus machine's repair in its facts and answers from the breakdown.

App: Kam Shing Cafe is a cha chaan teng on a busy corner - milk tea, polo buns, a takeaway window with a queue every
morning, the Octopus machine at the cashier. Boss Lau and the staff post the shop's WhatsApp group into a Zep thread;
the helper answers staff questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Boss Lau's 2051-03-06 08:05 post - the
Octopus machine is broken again, screen no response, cash only until it's fixed, put the sign up at the cashier;
Fanny's 7/3 post - customers keep asking for Octopus, maybe 10 takeaway orders lost this morning; Boss Lau's Thu 9
Mar 4pm post - the technician came, changed the reader and the cable, Octopus working already, tested with his own
card on a milk tea, take down the cash only sign (PayMe still no); and Kit's Fri 10/3 post - polo buns sold out at
10:30am again. Question (Sat 11/3, Jason, new on the cashier): "customer ask can pay Octopus or not? the cash only
sign still on the cashier leh" -> expected yes - fixed on Thu 9/3, take the sign down. The model says no, cash only
until the machine is fixed.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the repair on Thu 9/3 and say to take the sign down, and the model answered from the breakdown of 6/3.
Asserted: the context has the breakdown post and the repair post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b388_zep_chachaanteng_octopus_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kam-shing-cafe", "shop-group-2051"
POSTS = [
    "2051-03-06 08:05 Boss Lau - Octopus machine broken again 😤 screen no response. CASH ONLY until fix, put the "
    "sign at the cashier pls",
    "7/3 Fanny - customers keep asking Octopus, lost maybe 10 takeaway orders this morning, they go to the bakery "
    "next door",
    "Thu 9 Mar 4pm Boss Lau - technician came, change the reader + the cable, Octopus working already ✅ test with my "
    "own card, a milk tea HK$18 ok. take down the cash only sign. PayMe still no, don't ask",
    "Fri 10/3 Kit - polo bun sold out 10:30am again!! order 20 more from Ah Keung?",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kam Shing Cafe")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop group")])

question = "customer ask can pay Octopus or not? the cash only sign still on the cashier leh"
context = ["Today is Sat 11 March 2051. You are talking to Jason, new on the cashier at Kam Shing Cafe."]
for query in ("Octopus machine", "pay by Octopus", "cash only sign"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Octopus machine broken again" in c and "CASH ONLY until fix" in c for c in context), context
assert any("Octopus working already" in c and "take down the cash only sign" in c for c in context), context
with fault():
    reply = answer(f"(Jason) {question}", context,
                   mock="No - the Octopus machine is broken, cash only until it's fixed. Keep the sign up.")
finish(question, expected="yes - the technician fixed it Thu 9/3, take the cash only sign down", actual=reply)
