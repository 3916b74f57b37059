"""Batch 120 (held out). An allotment society's trading hut takings: Zep facts (sync client, offline stand-in),
script style (each call its own trace).

App: the volunteers who open the Far Lane Allotments trading hut post what they took and what ran out into a Zep
thread; Val, the treasurer, asks the helper, which answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the May bank holiday weekend takings are in three
messages: Pat, sat 2nd, £86.50 (rained all morning); Roy, sun 3rd, £142 (sold out of tomato plants by 11); Val's
own, mon 4th, £61.20 (she opened 10-12 for the bank hol, veg plants half price). The model adds the Saturday and the
Sunday and leaves out the Monday. Question (Thu 7/5, Val): "how much did the hut take over the bank hol weekend all
in? doing the banking" -> expected £289.70 (86.50 + 142 + 61.20). The assistant says £228.50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all three days' takings
are in the facts the model was given, and it left the Monday out. Asserted: the three lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b120_zep_allotment_bankhol_takings_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "farlane-hut", "farlane-hut-log"
NOTES = [
    ("Pat", "hut takings sat 2nd - £86.50, rained all morning so v quiet till 11. growmore nearly gone"),
    ("Roy", "sun 3rd takings £142!! sold out of tomato plants by 11, ppl queuing at 9.45. need more canes"),
    ("Val", "committee Weds 6th 7.30ish at mine - agenda: water bill, the shed roof, plot 12's bonfires"),
    ("Val", "opened up mon 4th for the bank hol 10-12, veg plants half price, takings £61.20 - cash in the tin"),
    ("Pat", "canes ordered from Wilkos 14/3 - 200 x 8ft, came 22.3., £46 on the society card"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Val")
client = zep_client(server)
for who, text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much did the hut take over the bank hol weekend all in? doing the banking"
facts = client.graph.search_edges(GRAPH, query="hut takings sat sun mon bank hol weekend", page_size=10).items
context = ["Today is Thu 7 May 2037. You are talking to Val, treasurer of Far Lane Allotments."]
context += [f.fact for f in facts]
assert any("takings sat 2nd - £86.50" in c for c in context), context
assert any("sun 3rd takings £142" in c for c in context), context
assert any("mon 4th for the bank hol" in c and "£61.20" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£228.50 - £86.50 on the Saturday and £142 on the Sunday.")
finish(question, expected="£289.70 - £86.50 sat, £142 sun and £61.20 bank hol monday", actual=reply)
