"""Batch 239 (held out). A community garden's plant sale: Zep facts (sync client, offline stand-in), one root span
per chat post and one for the question; the answer call has the change of plan on payments in its context and
answers from the first plan.

App: Northowram Community Garden hold their plant sale on Sat 13th May 2051 at the garden gate, 10 till 1 - veg
plants, herbs and bedding grown by the volunteers, money to the new water butts. The organisers' chat - Dee (the
coordinator), Ken (the grower) and Raj (the treasurer) - goes into a Zep thread; the helper answers the volunteers'
questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dee's 2051-04-02T11:00 post - sale Sat
13th May, 10 till 1, cash only I'm afraid, no signal down at the garden, bring change; Ken's 18/4 post - 140
tomatoes and 60 courgettes; Raj's Weds 3rd May post - he's borrowed the allotment society's SumUp card reader, it
runs off his phone's hotspot and he tested it at the gate, two bars, works fine, so they CAN take cards this year,
still bring a float for the cash folk; and Dee's Thu 11th post - gazebo from the scouts, tables out 8.30. Question
(Fri 12/5, Linda): "can people pay by card tomorrow or is it still cash only? my neighbour never has any cash on
her" -> expected yes - Raj has the card reader, it works at the gate. The model says no, cash only, there's no
signal at the garden.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Raj's card reader, tested and working at the gate, superseding the cash-only line, and the model answered
from the first plan. Asserted: the context has the cash-only line and Raj's card line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b239_zep_plant_sale_cards_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "northowram-garden", "plant-sale-2051"
POSTS = [
    ("Dee", "2051-04-02T11:00 Dee - PLANT SALE 🌱 sat 13th may, 10 till 1 at the garden gate. cash only I'm afraid, "
            "no signal down there, so bring change + tell people"),
    ("Ken", "18/4 Ken - tomatoes pricked out, ~140 + 60 courgettes, herbs doing well in the cold frame. slugs also "
            "doing well 🐌"),
    ("Raj", "Weds 3rd May Raj - I've borrowed the allotment society's SumUp card reader 💳 it runs off my phone's "
            "hotspot + I tested it at the gate this morning, 2 bars, works fine. so we CAN take cards this yr. still "
            "bring a float for the cash folk"),
    ("Dee", "Thu 11th Dee - gazebo's coming from the scouts, tables out at 8.30 sat, Linda + Pam on the gate first"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Northowram Community Garden")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "can people pay by card tomorrow or is it still cash only? my neighbour never has any cash on her"
with turn_span("question Fri 12/5"):
    context = ["Today is Fri 12 May 2051. You are talking to Linda, a volunteer at Northowram Community Garden's "
               "plant sale (Sat 13 May)."]
    for query in ("paying by card at the plant sale", "cash only", "card reader"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("cash only I'm afraid, no signal down there" in c for c in context), context
    assert any("SumUp card reader" in c and "so we CAN take cards this yr" in c for c in context), context
    with fault():
        reply = answer(f"(Linda) {question}", context,
                       mock="No, sorry - it's cash only, there's no signal down at the garden. Tell her to bring "
                            "change.")
finish(question, expected="yes - Raj has borrowed a card reader and it works at the gate; cash is fine too",
       actual=reply)
