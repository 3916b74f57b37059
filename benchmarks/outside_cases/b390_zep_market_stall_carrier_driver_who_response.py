"""Batch 390 (held out). A roadside market stall's Saturday carrier to the Suva market: Zep facts (sync client,
offline stand-in), script style (every call its own trace); the answer call has the new driver in its context and
names the old one.

App: the Ravuravu family sell dalo, cassava and greens at a stall on the Kings Rd at the Vunisei junction and send a
load to the Suva market every Saturday on a hired carrier. Losana and Sera put the family's Viber group into a Zep
thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Losana's 2050-02-28T18:00 post - carrier
to Suva market every Sat, Vili drives, leaves the junction 5.30am, $20 a trip; Sera's 7/3 post - Vili's carrier had
a flat, they sold at the stall instead; Losana's Mon 14/3 post - the police stopped Vili, his carrier's registration
ran out, it's off the road till he pays, so his cousin Sakiusa is driving his own carrier for them till the end of
March, same time same $20, his number's on the fridge; Sera's Wed 16/3 post - Tomasi bringing 10 bundles Fri afternoon.
Question (Fri 18/3, Sera): "who's driving the carrier tmrw? need to ring them to say we got extra cassava" ->
expected Sakiusa, Vili's cousin (Vili's carrier is off the road). The model says Vili.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Vili off the road and Sakiusa driving till the end of March, and the model named Vili. Asserted: the
context has the Vili line and the Sakiusa line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b390_zep_market_stall_carrier_driver_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ravuravu-stall", "viber-2050"
POSTS = [
    "2050-02-28T18:00 Losana - carrier to Suva market every Sat, Vili drives, leaves the junction 5.30am, $20 a trip "
    "cash. load the night before pls",
    "7/3 Sera - Vili's carrier had a flat tyre isa 😩 we sold at the stall instead, dalo went ok, cassava slow",
    "Mon 14/3 Losana - police stopped Vili, his carrier's registration ran out so it's off the road till he pays 🙄 "
    "his cousin Sakiusa is driving his own carrier for us till end of March, same 5.30 same $20. Sakiusa's number on "
    "the fridge",
    "Wed 16/3 Sera - Tomasi bringing 10 bundles dalo Fri afternoon for the Sat load, + Bui Seini 2 sacks cassava",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ravuravu stall")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="stall viber")])

question = "who's driving the carrier tmrw? need to ring them to say we got extra cassava"
context = ["Today is Fri 18 March 2050. You are talking to Sera, who helps run the Ravuravu family's stall at the "
           "Vunisei junction."]
for query in ("who drives the carrier", "carrier to Suva market on Saturday", "driver Vili Sakiusa"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Vili drives, leaves the junction 5.30am" in c for c in context), context
assert any("his cousin Sakiusa is driving his own carrier for us till end of March" in c for c in context), context
with fault():
    reply = answer(f"(Sera) {question}", context,
                   mock="Vili - he's the one who drives the carrier to Suva market every Sat, 5.30am from the "
                        "junction. Give him a ring.")
finish(question, expected="Sakiusa, Vili's cousin - Vili's carrier is off the road (registration) till end of March",
       actual=reply)
