"""Batch 151 (held out). A village hall tea dance committee's thread: Zep (sync client against the offline stand-in),
thread messages in, graph edge facts out; one root span per post and one for the question.

App: Holmfield Village Hall's tea dance committee posts to a Zep thread; the helper answers from
``graph.search_edges`` facts and a litellm answer call.

Planted fault (ResponseError, ignored sufficient context): the facts say, on 14/3, that the hall's urn has packed in
and Sheila will borrow St Paul's; and, on Weds 8 Apr, that Keith has put a new element in the hall urn (£18 from
B&Q), it boils fine, so nobody needs to cart the church one across. Question (Thu 14/5, Sheila, doing the teas): "do
I still need to fetch St Paul's urn for sat? need to ask the verger for the key if so" -> expected no (Keith's mended
the hall's). The model goes by the first fact and says yes.

Expected verdict: ResponseError at the answer's litellm.completion (fault() wraps that one call): both facts, with
their dates, are in the context the model got, and the later one settles it; nothing upstream lost or garbled
anything. Asserted: the context has the 14/3 broken-urn fact and the Weds 8 Apr mended-urn fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b151_zep_teadance_urn_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "holmfield-village-hall", "tea-dance-committee"
POSTS = [
    "14/3 Sheila - the hall urn's packed in (tripped the fuse twice at the coffee morning), I'll borrow St Paul's "
    "big one for the tea dance, it does 100 cups",
    "22.3. Joan - Moonlight Trio confirmed for sat 16th may, 2-5, they want paying cash on the night",
    "Weds 8 Apr Keith - put a new element in the hall urn, £18 from B&Q, boiled it 3 times no bother. so no need "
    "to cart the church one across, it weighs a ton",
    "Tue 21/4 Brenda - raffle prizes so far: bottle of Baileys, M&S voucher, a knitted tea cosy (Doreen), a "
    "hamper from the Spar",
    "2037-05-11T18:20 Joan - 68 tickets sold now, doors 1.30pm for anyone wanting a good table",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tea dance committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Tea dance committee")])

question = "do I still need to fetch St Paul's urn for sat? need to ask the verger for the key if so"
with turn_span("question Thu 14/5"):
    facts = client.graph.search_edges(GRAPH, query="hall urn St Paul's church urn teas", page_size=10).items
    context = ["Today is Thu 14 May 2037. You are talking to Sheila, who runs the teas for Holmfield Village Hall's "
               "tea dance on Sat 16 May."] + [f.fact for f in facts]
    assert any("hall urn's packed in" in c and "St Paul's" in c for c in context), context
    assert any("new element in the hall urn" in c and "no need to cart the church one" in c for c in context), \
        context
    with fault():
        reply = answer(question, context, mock="Yes - the hall urn packed in, so you'll want St Paul's big one "
                                               "(it does 100 cups). Best ask the verger for the key.")
finish(question, expected="no - Keith put a new element in the hall urn in April and it works, so St Paul's isn't "
                          "needed", actual=reply)
