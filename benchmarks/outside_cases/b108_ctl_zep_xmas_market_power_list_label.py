"""Batch 108 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the organiser's thread, script style.

App: Margaret, who runs St Aidan's Christmas market, keeps her planning chat in a Zep thread; the helper answers the
set-up team from the graph's facts (``graph.search_edges``).

Memory: six double sockets in the hall, PP1-3 on the kitchen wall, PP4-6 by the stage; the cheese stall's chiller
on PP1; the Rotary's mulled wine urn on PP2 on its own; Jan's cards had a socket for her fairy lights last year but
she's got battery ones from Wilko this time round; the tombola and the cake stall don't use power. Question (Fri
5/12, Ron): "which stalls want plugging in tomorrow? sorting the extension leads" The assistant says the cheese
stall and the mulled wine. The label says cheese, mulled wine and Jan's cards.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b108_ctl_zep_xmas_market_power_list_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-aidans-market", "st-aidans-market-margaret"
NOTES = [
    "power in the hall = 6 doubles. PP1-3 along the kitchen wall, PP4-6 by the stage. no daisy chaining the "
    "extension leads pls, the fire officer had words last yr",
    "cheese stall (Cotswold Cheese Co) chiller on PP1, they're 2 tables by the kitchen hatch",
    "Rotary doing mulled wine again, urn on PP2 on its own - it's 3kW and it tripped everything in 2035",
    "Jan (cards + wrapping) had a socket for her fairy lights last yr, she's got battery ones from Wilko this time "
    "round so the window table's fine for her",
    "tombola + cake stall - no power, as ever. cake stall wants to be by the door",
    "doors 10am sat 6th, stallholders in from 8. raffle drawn at 2.30",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Margaret")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Margaret")])

question = "which stalls want plugging in tomorrow? sorting the extension leads"
facts = client.graph.search_edges(GRAPH, query="stalls power socket plugged in PP lights urn chiller",
                                  page_size=10).items
context = ["Today is Fri 5 December 2037. You are talking to Ron, doing the set-up."] + [f.fact for f in facts]
assert any("chiller on PP1" in c for c in context), context
assert any("urn on PP2" in c for c in context), context
assert any("battery ones from Wilko" in c for c in context), context
reply = answer(question, context, mock="Two: the cheese stall's chiller on PP1 and the Rotary mulled wine urn on "
                                       "PP2, on its own. Jan's got battery lights, and the tombola and cakes don't "
                                       "need power.")
finish(question, expected="cheese, mulled wine and Jan's cards", actual=reply)
