"""Batch 105 (held out). A Scout group's summer camp lifts: Zep (sync client, the offline stand-in server), facts
from the leaders' thread, script style.

App: Jo, the Scout leader sorting the lift rota for 3rd Haverhill's camp, drops notes into a Zep thread; the camp
helper answers the leaders from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say 22 scouts need getting to Walesby on Sat
25/7 (the leaders go up Friday with the trailer); seats offered so far: Mr Hughes 3, Mrs Okafor 4 (her people
carrier, 6, but 2 are her own in it), the Brennans 3, Dev's mum 3, so 13 seats; and Jordan's dad is taking Jordan
and Alfie up himself on his way to Sheffield. Question (Mon 20/7, Gareth, GSL): "how many more
seats are we short for sat?" -> expected 7 (22 - 2 going with Jordan's dad = 20, less the 13 offered). The model
says 9, leaving out Jordan's dad.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the 22
scouts, the four offers and the Jordan's dad line are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b105_zep_scouts_lift_seats_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "3rd-hav-leaders", "3rd-hav-jo"
NOTES = [
    "lifts sat 25/7 - 22 scouts need getting to walesby (leaders + trailer go up fri nite so not us)",
    "seats offered so far: Mr Hughes 3, Mrs Okafor 4 (people carrier seats 6 but 2 are her own two), the "
    "Brennans 3, Dev's mum 3",
    "Jordan's dad driving Jordan + Alfie up himself sat, he's going on to Sheffield after so no room for more",
    "Amira (Kestrels PL) gets carsick - front seat pls, and a bag",
    "all drivers need to send Jo their reg for the site gate list by thurs",
    "petrol money - group pays 25p a mile, claim forms in the hut",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = "how many more seats are we short for sat?"
facts = client.graph.search_edges(GRAPH, query="lifts Saturday scouts seats offered drivers Jordan's dad",
                                  page_size=8).items
context = ["Today is Mon 20 July 2037. You are talking to Gareth, the Group Scout Leader."] + [f.fact for f in facts]
assert any("22 scouts need getting to walesby" in c for c in context), context
assert any("Mr Hughes 3, Mrs Okafor 4" in c and "Dev's mum 3" in c for c in context), context
assert any("Jordan's dad driving Jordan + Alfie" in c for c in context), context
with fault():
    reply = answer(question, context, mock="9 - there are 22 scouts and 13 seats offered (Hughes 3, Okafor 4, "
                                           "Brennans 3, Dev's mum 3).")
finish(question, expected="7 more", actual=reply)
