"""Batch 297 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: the Willow Lodge Hospice shop on King Cross Rd, Halifax, 2053 - clothes, books, toys, bric-a-brac. Lynne (the
manager) and the volunteers put the shop's chat into a Zep thread; the helper answers volunteers' and regular
donors' questions from a graph search of the facts.

Memory: Lynne, 2053-03-04T10:15 - bag drops round the back, the Church Lane door, ring the bell, not at the front
(the till gets swamped); Lynne, 11/3 - Gift Aid forms by the back door; Sandra, Mon 17th Mar - the gas board have
dug up the whole of Church Lane for the new main, it's fenced off till the end of April, so Lynne says donations
come to the front door for now, we'll keep the trolley out by the window; Lynne, Weds 19/3 - no more VHS tapes.
Question (Fri 21/3, Margaret, a regular donor): "where should I drop my bags off tomorrow? I've got 4 of our Ken's
shirts + coats" The assistant says the front door on King Cross Rd, the trolley by the window - Church Lane's dug
up. The label says round the back, at the Church Lane door.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b297_ctl_zep_hospice_shop_bag_drop_where_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "willow-lodge-shop", "shop-chat-2053"
POSTS = [
    "2053-03-04T10:15 Lynne - BAG DROPS 🛍️ round the back pls, the Church Lane door, ring the bell. NOT the front, "
    "the till gets swamped on a sat",
    "11/3 Lynne - gift aid forms are on the shelf by the back door, ask everyone, it's 25p on every £1",
    "Mon 17th Mar Sandra - the gas board have dug up the whole of Church Lane for the new main 🚧 fenced off till end "
    "of april. Lynne says donations to the front door for now, we'll keep the trolley out by the window",
    "Weds 19/3 Lynne - no more VHS tapes pls, we've 3 boxes nobody wants 😂",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Willow Lodge shop")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "where should I drop my bags off tomorrow? I've got 4 of our Ken's shirts + coats"
context = ["Today is Fri 21 March 2053. You are talking to Margaret, a regular donor to the Willow Lodge Hospice "
           "shop, King Cross Rd."]
for query in ("where to drop donation bags", "back door Church Lane", "donations front door"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("round the back pls, the Church Lane door" in c for c in context), context
assert any("dug up the whole of Church Lane" in c and "donations to the front door" in c for c in context), context
reply = answer(f"(Margaret) {question}", context,
               mock="The front door on King Cross Rd - there'll be a trolley out by the window. Church Lane's dug up "
                    "for the gas main till the end of April, so not round the back this time.")
finish(question, expected="round the back, at the Church Lane door - ring the bell", actual=reply)
