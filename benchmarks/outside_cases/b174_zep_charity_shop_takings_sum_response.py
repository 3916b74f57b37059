"""Batch 174 (held out). A hospice charity shop's summer sale takings: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call has every takings figure and leaves one out of the sum.

App: the St Michael's Hospice shop on Broad St had its summer sale on Fri 22nd - Sat 23rd June 2040 - two tills, rails
out front, a books table by the door. Lorraine (the manager) and the volunteers keep the shop chat in a Zep thread; the
shop's helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bev's Friday tills (£1,246.50, day 1), Ken's
Saturday tills (£1,580.20), and Sue's note from Saturday at 4.30pm that the books table was cash in the tin, not
through the tills - £212 in it; plus Lorraine's note about the unsold wedding dresses going to Ludlow and the bag
count. The model adds the two days' tills and leaves the books tin out. Question (Tue 26/6, Lorraine): "how much did
the summer sale make all in? the hospice newsletter wants a figure" -> expected £3,038.70 (£1,246.50 + £1,580.20 +
£212). The assistant says £2,826.70.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all three takings are in
the facts the model was given, and it left the £212 books tin out of the sum. Asserted: the facts have the Friday,
Saturday and books-tin lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b174_zep_charity_shop_takings_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-michaels-broad-st-2040", "broad-st-shop-chat"
POSTS = [
    "fri 22nd Bev - tills 1 + 2 came to £1,246.50 for day 1 🎉 bigest fri we've ever had, rails nearly bare by 3",
    "sat 23rd Ken - sat tills £1,580.20, the £40 wedding dress rail did well, 3 went",
    "Sat 23rd 4.30pm Sue - books table was cash in the tin, not thru the tills - £212 in it!! most of the Mills + "
    "Boons went lol",
    "2040-06-25T10:15 Lorraine - thanks all xx the wedding dresses that didn't go are off to the Ludlow shop, bag "
    "count for gift aid on Monday",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Broad St shop chat")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Broad St shop chat")])

question = "how much did the summer sale make all in? the hospice newsletter wants a figure"
with turn_span("question Tue 26/6"):
    facts = client.graph.search_edges(GRAPH, query="summer sale takings tills books tin total", page_size=10).items
    context = ["Today is Tue 26 June 2040. You are talking to Lorraine, the manager of the St Michael's Hospice shop "
               "on Broad St, about the summer sale (Fri 22 - Sat 23 June)."] + [f.fact for f in facts]
    assert any("£1,246.50" in c for c in context), context
    assert any("£1,580.20" in c for c in context), context
    assert any("£212 in it" in c and "not thru the tills" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£2,826.70 - £1,246.50 on the Friday and £1,580.20 on the Saturday.")
finish(question, expected="£3,038.70 - tills £1,246.50 (fri) + £1,580.20 (sat) + £212 books tin", actual=reply)
