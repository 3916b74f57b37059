"""Batch 293 (held out). A trampoline park: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the new toddler-time price in its context and gives the old one.

App: Springers, a trampoline park in Elland - open jump, toddler time on weekday mornings, soft play, parties. Lou
(the manager), Ash and Kez (the desk) put the staff chat into a Zep thread; the helper answers customers' questions
at the desk and on the phone from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lou's 2050-01-10T09:00 post - toddler
time Mon-Fri 9.30-10.30, under 5s with a grown-up, £6 including a squash and a biscuit; Ash's 14/2 post - the soft
play side's closed 19th-21st for new mats; Lou's Mon 21st Feb post - prices go up from the 1st of March, open jump
£12, toddler time £7.50, but that includes a hot drink for the grown-up now, squash and biscuit the same; and Kez's
3.3. post - toddler time's busy, pre-book online, 20 littles max. Question (Tue 8/3, a mum on the phone): "how
much is toddler time? coming tmrw with my 3 yr old" -> expected £7.50 (with a hot drink for her and a squash and
biscuit for him). The model says £6.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the price going up to £7.50 from 1st March and today is after that, and the model gave the January £6.
Asserted: the context has the £6 line and the £7.50-from-1st-March line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b293_zep_trampoline_toddler_time_price_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "springers-elland", "staff-chat-2050"
POSTS = [
    "2050-01-10T09:00 Lou - TODDLER TIME 🐣 mon-fri 9.30-10.30, under 5s + a grown up, £6 inc a squash + a biscuit. "
    "big trampolines roped off, soft play open",
    "14/2 Ash - soft play side's closed 19th-21st for the new mats, toddler time still on but trampolines only",
    "Mon 21st Feb Lou - price rise from the 1st march 😬 sorry all. open jump £12, toddler time £7.50 BUT it includes "
    "a hot drink for the grown up now, squash + biscuit same. new boards going up on the weekend",
    "3.3. Kez - toddler time's rammed, pls tell ppl to pre-book online, 20 littles max",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Springers staff")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="staff chat")])

question = "how much is toddler time? coming tmrw with my 3 yr old"
context = ["Today is Tue 8 March 2050. You are talking to a mum on the phone to Springers trampoline park."]
for query in ("toddler time price", "how much for under 5s", "price rise"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£6 inc a squash + a biscuit" in c for c in context), context
assert any("price rise from the 1st march" in c and "toddler time £7.50" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£6 - that's for your little one and you, and it includes a squash and a "
                                           "biscuit. 9.30 till 10.30, best to pre-book online.")
finish(question, expected="£7.50 since the 1st of March - it includes a hot drink for her now", actual=reply)
