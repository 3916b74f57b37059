"""Batch 281 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: the Forget-Me-Not Hospice shop on Market Street, Elland runs on volunteers - a monthly rota for the till, the
sorting room and the window. Sheila (the manager) and the volunteers put the shop's chat into a Zep thread; the
helper answers volunteers' questions from a graph search of the facts.

Memory: Sheila, 2050-10-31T10:00 - November rota's up, Saturdays Margaret on the till, Pat and Kath sorting; Maureen,
3/11 - the Christmas window's going in on the 14th, don't touch the snow; Margaret, Weds 9th Nov - she can't do
Saturday the 12th, it's her granddaughter Chloe's christening, Jean's kindly said she'll swap and Margaret will do
Jean's Tuesday; Sheila, Thu 10th - the card machine's been replaced, the new one wants the PIN first. Question (Fri
11/11, Kath): "who's on the till tomorrow? I need someone to show me the gift aid bit" The assistant says Jean -
she swapped with Margaret, who's at her granddaughter's christening. The label says Margaret.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b281_ctl_zep_hospice_shop_saturday_till_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "forget-me-not-elland", "shop-chat-nov-2050"
POSTS = [
    "2050-10-31T10:00 Sheila - NOVEMBER ROTA's up on the back of the office door 🙏 saturdays: Margaret on the till, "
    "Pat + Kath sorting. weekdays as Oct",
    "3/11 Maureen - xmas window going in on the 14th, pls nobody touch the snow this yr 😂",
    "Weds 9th Nov Margaret - can't do sat 12th I'm afraid, it's our Chloe's christening 👶 Jean's kindly said she'll "
    "swap so she's on the till sat + I'll do her tues",
    "Thu 10th Sheila - card machine's been replaced, the new one wants the PIN BEFORE the amount, bit odd",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Forget-Me-Not Elland")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "who's on the till tomorrow? I need someone to show me the gift aid bit"
context = ["Today is Fri 11 November 2050. You are talking to Kath, a volunteer (sorting room) at the Forget-Me-Not "
           "Hospice shop, Market Street, Elland."]
for query in ("saturday till rota", "who's on the till", "swap shifts saturday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("saturdays: Margaret on the till" in c for c in context), context
assert any("Jean's kindly said she'll swap so she's on the till sat" in c for c in context), context
reply = answer(f"(Kath) {question}", context,
               mock="Jean - she's swapped with Margaret this Saturday (Margaret's at her granddaughter's christening). "
                    "She'll show you the Gift Aid forms.")
finish(question, expected="Margaret", actual=reply)
