"""Batch 160 (held out). A repair cafe's organisers' thread: Zep facts (sync client, offline stand-in), one root span
per post and one for the question; the answer call gets the facts and reads the length off the general rule.

App: Ribbleton Repair Cafe (second Saturday of the month, 5 tables in the library's community room, bookings on a
sheet or by ringing Carol) keeps its organisers' chat in a Zep thread - Carol (bookings), Phil (electrics), Maureen
(sewing); the helper answers people who book from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 16th may, Carol's slots being 30 mins
(only 5 tables, so stick to it); from 22.5., Phil saying electrics get 45 mins, not 30, because he PAT tests
everything after it's fixed; from Tue 1 Jun, Carol noting electricals at 45 min from now on and Sanjay being away so
it's just Phil on the 12th; and, from 2038-06-08T10:00, Maureen's overlocker. The model reads the length off the
general 30-minute rule. Question (Thu 10/6, Norman): "how long do i get for my lamp? the flex is frayed + it
flickers" -> expected 45 mins - it's electrics, Phil PAT tests it after. The assistant says 30 minutes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 45-minute rule for
electrics is in the facts the model was given, next to the 30-minute rule it answered from, and a lamp's flex is
electrics. Asserted: the context has the 30-minute and the 45-minute facts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b160_zep_repaircafe_slot_length_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ribbleton-repair-cafe-2038", "repair-cafe-organisers"
POSTS = [
    "16th may Carol - bookings on the sheet at the library desk or ring me. slots are 30 mins, we've only got 5 "
    "tables so pls stick to it",
    "22.5. Phil - electrics get 45 mins not 30, I PAT test everything after it's fixed + that takes a while. can you "
    "block them out Carol",
    "Tue 1 Jun Carol - done, electricals 45 min from now on. Sanjay's in Tenerife so it's just Phil on the 12th",
    "2038-06-08T10:00 Maureen - sewing table's got the overlocker now!! bring matchng thread if u can",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Repair cafe organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Repair cafe organisers")])

question = "how long do i get for my lamp? the flex is frayed + it flickers"
with turn_span("question Thu 10/6"):
    facts = client.graph.search_edges(GRAPH, query="slots mins electrics electricals lamp", page_size=10).items
    context = ["Today is Thu 10 June 2038. You are talking to Norman, who is booking a table at Ribbleton Repair Cafe "
               "on Sat 12 June."] + [f.fact for f in facts]
    assert any("slots are 30 mins" in c for c in context), context
    assert any("electrics get 45 mins" in c for c in context), context
    assert any("electricals 45 min" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="30 minutes - slots are half an hour each as there are only 5 tables.")
finish(question, expected="45 mins - it's electrics, and Phil PAT tests it after it's fixed", actual=reply)
