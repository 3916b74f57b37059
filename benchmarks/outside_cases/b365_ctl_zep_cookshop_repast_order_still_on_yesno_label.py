"""Batch 365 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Miss Ivy's Cook Shop in Spanish Town - boxed lunches over the counter, catering on the side. Miss Ivy, Kerry-Ann
and Dwayne keep the shop's WhatsApp chat in a Zep thread; the helper answers the staff from a graph search of the
facts.

Memory: Miss Ivy, 2050-11-18T08:30 - an order from Sister Joy of Hanover Street Church, 30 box fry chicken for the
funeral repast Sat 26 Nov, collect 1pm, J$5,000 deposit; Kerry-Ann, Nov 21 - the chicken man comes Friday 6am, 80 lb;
Miss Ivy, Weds 23/11 - Sister Joy called, "cancel dat", the family decided to cook it themselves in the church
kitchen, she knows she loses the deposit; Dwayne, Thu 24th - the Campbell birthday order Saturday still on, 20 box
curry goat. Question (Fri 25/11, Kerry-Ann): "we still a do di 30 box fi Sister Joy tomorrow? mi a season di chicken
tonight" The assistant says no - Sister Joy cancelled on Wednesday (the family's cooking in the church kitchen); only
the Campbell curry goat is on for Saturday. The label says yes, 30 box fry chicken, collect 1pm.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b365_ctl_zep_cookshop_repast_order_still_on_yesno_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "miss-ivy-cookshop", "shop-chat-nov-2050"
POSTS = [
    "2050-11-18T08:30 Miss Ivy - ORDER: Sister Joy from Hanover St Church, 30 box fry chicken fi di funeral repast "
    "Sat 26 Nov, collect 1pm. J$5,000 deposit paid",
    "Nov 21 Kerry-Ann - chicken man coming Friday 6am, 80 lb. mi tell him nuh bring no maga chicken dis time 😂",
    "Weds 23/11 Miss Ivy - Sister Joy call, cancel dat 🙄 di family decide fi cook it demself a di church kitchen. she "
    "lose di J$5,000 deposit, she know",
    "Thu 24th Dwayne - Campbell birthday order Saturday still on, 20 box curry goat, dem collecting 3pm",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Miss Ivy's Cook Shop")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = "we still a do di 30 box fi Sister Joy tomorrow? mi a season di chicken tonight"
context = ["Today is Fri 25 November 2050. You are talking to Kerry-Ann, who cooks at Miss Ivy's Cook Shop."]
for query in ("Sister Joy order", "cancel order", "Saturday orders fry chicken"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("30 box fry chicken fi di funeral repast" in c for c in context), context
assert any("Sister Joy call, cancel dat" in c and "cook it demself" in c for c in context), context
reply = answer(f"(Kerry-Ann) {question}", context,
               mock="No - Sister Joy cancel Wednesday, di family a cook it demself a di church kitchen. Only di "
                    "Campbell 20 box curry goat fi Saturday, collecting 3pm.")
finish(question, expected="yes - 30 box fry chicken for the repast, collect 1pm", actual=reply)
