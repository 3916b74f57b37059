"""Batch 299 (held out). A stained glass workshop: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the new collection day in its facts and gives the old one.

App: Coloured Light Glass Studio in Hebden Bridge runs stained glass and fused glass evenings - you make a dish or a
panel, it's fired in the studio kiln overnight and you collect it later. Carys (who runs the studio) and Ffion (the
Saturday helper) put the studio's chat into a Zep thread; the helper answers students from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Carys's 2051-04-04T18:00 post - fused
glass evening Tue 15th April, 7-9.30, the pieces are fired overnight and ready to collect the Thursday after from
10; Ffion's 12/4 - 8 booked, bring an apron; Carys's Weds 16th Apr - the kiln tripped halfway through last night's
firing, so Tuesday's pieces have to go in again tonight and cool slowly, they won't be ready till Sat 19th,
collection Saturday 10-2; and Ffion's Thu 17/4 - gift vouchers are on the website. Question (Thu 17/4, Anita, who
made a dish on Tuesday): "when can I pick up my fused glass dish? it went in the kiln tues, was going to pop in
today on my lunch" -> expected Saturday the 19th, 10-2 (the kiln tripped and it's being refired). The model says
today, Thursday, from 10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the Thursday collection and the kiln tripping with the new Saturday collection, and the model gave the
Thursday. Asserted: the context has both the Thursday line and the Sat 19th line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b299_zep_stained_glass_kiln_pickup_day_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "coloured-light-studio", "fused-glass-apr-2051"
POSTS = [
    "2051-04-04T18:00 Carys - FUSED GLASS EVE 🔥 tues 15th april 7-9.30, make a dish or a coaster set. pieces get "
    "fired overnight + are ready to collect the thurs after from 10 (shop hrs). £45 all in",
    "12/4 Ffion - 8 booked for tues!! bring an apron + no open toed shoes pls, glass bits everywhere",
    "Weds 16th Apr Carys - argh the kiln tripped halfway thru last nights firing 😫 so tues's pieces have to go in "
    "again tonight + cool slowly - they won't be ready till sat 19th, collection sat 10-2. so sorry everyone",
    "Thu 17/4 Ffion - gift vouchers are on the website now 🎁 £45 or £90 for the 2 day course",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Coloured Light")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="studio chat")])

question = "when can I pick up my fused glass dish? it went in the kiln tues, was going to pop in today on my lunch"
context = ["Today is Thu 17 April 2051. You are talking to Anita, who made a dish at Coloured Light's fused glass "
           "evening (Tue 15 April)."]
for query in ("collect fused glass pieces", "when are the pieces ready", "kiln firing"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("ready to collect the thurs after from 10" in c for c in context), context
assert any("won't be ready till sat 19th, collection sat 10-2" in c for c in context), context
with fault():
    reply = answer(f"(Anita) {question}", context,
                   mock="Today - pieces from Tuesday's evening are ready to collect from 10 on the Thursday, so pop "
                        "in on your lunch.")
finish(question, expected="Saturday 19th, 10-2 - the kiln tripped so Tuesday's pieces were fired again", actual=reply)
