"""Batch 247 (held out). A parish magazine's production: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call has the new deliverer for a round in its facts and gives the old one.

App: "The Grapevine", the parish magazine of Holy Trinity, Sowerby - about 350 copies a month, 26 rounds delivered by
volunteers. Bob (the distribution man) and Janet (the editor) put the deliverers' chat into a Zep thread; the helper
answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Bob's post of 2050-11-02 has the rounds - Church Lane and
Vicarage Close, Mrs Edna Pickles (since 1998!), the Rookery, the Clarks, Towngate and the shops, Bob himself. Janet's
post of 12/2 says the March bundles are in the porch. Bob's post of Thu 27th Feb says Edna's had a fall, bless her,
her daughter says she won't be doing the round any more, and Colin Ashworth at no. 14 has said he'll take Church
Lane and Vicarage Close on from the March one. Bob's post of Sun 2nd Mar asks everyone to collect by Weds. Question
(Tue 4/3, Janet, dropping off a late flyer): "who's doing Church Lane now? I've got a flyer for the coffee morning to
go in with their bundle" -> expected Colin Ashworth at no. 14 (Edna's given it up after her fall). The model says
Edna Pickles.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Colin taking Church Lane on from March and Edna giving it up, and the model gave Edna. Asserted: the
context has the old rounds fact and the Colin fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b247_zep_parishmag_church_lane_deliverer_who_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "holy-trinity-sowerby", "grapevine-deliverers"
POSTS = [
    ("2050-11-02", "2050-11-02 Bob - ROUNDS for the new yr list: Church Lane + Vicarage Close - Mrs Edna Pickles "
                   "(since 1998!!), the Rookery - the Clarks, Towngate + the shops - me. bundles in the porch the sat "
                   "after they come in"),
    ("12/2", "12/2 Janet - March bundles will be in the porch sat 1st, there's a loose flyer for the Lent lunches, "
             "1 per house pls"),
    ("Thu 27th Feb", "Thu 27th Feb Bob - sad news, Edna's had a fall, bless her 😢 her daughter says she won't be "
                     "doing the round any more. Colin Ashworth at no. 14 has said he'll take Church Lane + Vicarage "
                     "Close on from the March one, I've given him the list. card for Edna in the vestry"),
    ("Sun 2nd Mar", "Sun 2nd Mar Bob - still 6 bundles in the porch, pls collect by weds!! Towngate's done"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Grapevine deliverers")
client = zep_client(server)
for day, text in POSTS:
    with turn_span(f"post {day}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="deliverers chat")])

question = ("who's doing Church Lane now? I've got a flyer for the coffee morning to go in with their bundle")
with turn_span("question Tue 4/3"):
    context = ["Today is Tue 4 March 2051. You are talking to Janet, editor of The Grapevine (Holy Trinity, "
               "Sowerby's parish magazine)."]
    for query in ("Church Lane round deliverer", "who delivers Church Lane", "Edna round"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("Church Lane + Vicarage Close - Mrs Edna Pickles" in c for c in context), context
    assert any("Colin Ashworth at no. 14 has said he'll take Church Lane" in c for c in context), context
    with fault():
        reply = answer(f"(Janet) {question}", context,
                       mock="Mrs Edna Pickles - she's had Church Lane and Vicarage Close since 1998, so pop the "
                            "flyers in with her bundle in the porch.")
finish(question, expected="Colin Ashworth at no. 14 - Edna's given the round up after her fall", actual=reply)
