"""Batch 98 (held out). A cat rescue's adoption notes: Zep (sync client, the offline stand-in server), facts from
the coordinator's thread, script style.

App: Nicola, who coordinates adoptions for Ivel Valley Cat Rescue, drops notes into a Zep thread; the rescue's
helper answers adopters from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say Salt and Pepper go to the Hendersons on
Sat 5/7 at 11 from Jan's; adopters must bring photo ID showing their current address (no ID, no cats - the
trustees are strict since last year); Jan has no spare carriers, so the Hendersons bring two, one each (the boys
scrap in a shared one); the £140 fee for the pair is paid online beforehand, not on the day. Question (Thu 3/7,
Mrs Henderson): "what do we need to bring with us on saturday to collect salt and pepper?" -> expected photo ID
with their address and two carriers. The model leaves out the ID.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the ID and
carriers lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b98_zep_cat_rescue_pickup_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ivel-adoptions", "ivel-adoptions-nicola"
NOTES = [
    "Salt + Pepper (the b&w brothers) going to the Hendersons sat 5/7, 11ish, collecting from Jan's in Baldock. "
    "they go as a pair, not splitting them",
    "reminder for ALL adopters: bring photo ID w your current address on it on collection day - no ID no cats, "
    "trustees are v strict on it since what happened last yr",
    "Jan hasn't got any spare carriers, so the Hendersons need to bring 2 carriers, 1 per cat - the boys scrap if "
    "they share",
    "adoption fee £140 for the pair, paid online b4 collection, we don't take money on the day",
    "Salt's on Royal Canin sensitive, Jan will send a few days' worth + their blankets so they smell home",
    "vaccs + chips done 20/6 at Baldock Vets, the vet card goes with them",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nicola")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nicola")])

question = "what do we need to bring with us on saturday to collect salt and pepper?"
facts = client.graph.search_edges(GRAPH, query="bring on collection day Salt Pepper carriers photo ID adopters",
                                  page_size=8).items
context = ["Today is Thu 3 July 2036. You are talking to Mrs Henderson, who is adopting Salt and Pepper."] + \
          [f.fact for f in facts]
assert any("photo ID w your current address" in c for c in context), context
assert any("bring 2 carriers" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Just two carriers, one for each of them - the fee's paid online "
                                           "beforehand, and Jan's sending their food and blankets.")
finish(question, expected="photo ID showing your address, and a carrier for each cat", actual=reply)
