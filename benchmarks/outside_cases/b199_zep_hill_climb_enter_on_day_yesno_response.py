"""Batch 199 (held out). A cycling club's hill climb: Zep facts (sync client, offline stand-in), one root span per
message added and one for the question; the answer call has the field being full in its facts and says yes anyway.

App: Clun Valley Wheelers run their hill climb up the Bury Ditches road on Sun 25th Sept 2044 - 1.4 miles, riders off
at minute intervals from 9.30, Ron and Alan timekeeping, a cake stall at the top for the air ambulance. The club's
chat about it (Gaz, the event secretary, and members) goes into a Zep thread; the helper answers from a graph search
of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gaz's first post (2044-08-30T21:10: entries
open on the CTT site, £10, or enter on the line on the day, £12 cash), Weds 7 Sep (the council's road permit this
year caps it at 60 riders as the road's only shut 9-12, and we're at 60 already, so no entries on the line this
time - reserve list only, email Gaz), 14/9 the timekeepers, and 20.9. (reserve list's at 6, don't hold your breath).
Question (Fri 23/9, Lewis, a club member): "can my mate just turn up + enter on the line sun? he's only just got his
bike back from the shop" -> expected no - it's full at 60 (the permit cap), reserve list only. The model says yes,
£12 cash on the line.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first post's entry on
the line and the Weds 7 Sep post that stops it are both in the facts the model was given, and it answered from the
first alone. Asserted: the context has the £12-on-the-line fact, the capped-at-60 fact and the reserve list fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b199_zep_hill_climb_enter_on_day_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "clun-valley-wheelers-2044", "bury-ditches-hill-climb-2044"
POSTS = [
    "2044-08-30T21:10 Gaz - BURY DITCHES HILL CLIMB sun 25th sept 🚴 1.4 miles, off at 1 min intervals from 9.30. "
    "entries open on the CTT site, £10, or enter on the line on the day £12 cash",
    "Weds 7 Sep Gaz - council's road permit this yr caps it at 60 riders (road's only shut 9-12) + we're at 60 "
    "already!! so no entries on the line this time sorry - reserve list only, email me",
    "14/9 Gaz - timekeepers Ron (start) + Alan (top), Pete pushing off. cake stall at the top, air ambulance",
    "20.9. Gaz - reserve list's at 6 now, don't hold your breath, nobody ever drops out of this one 😅",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Clun Valley Wheelers - Bury Ditches hill climb")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Clun Valley Wheelers")])

question = "can my mate just turn up + enter on the line sun? he's only just got his bike back from the shop"
with turn_span("question Fri 23/9"):
    context = ["Today is Fri 23 Sept 2044. You are talking to Lewis, a member of Clun Valley Wheelers; the Bury "
               "Ditches hill climb is Sun 25 Sept."]
    for query in ("enter on the line on the day", "entries full riders cap", "reserve list"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("enter on the line on the day £12 cash" in c for c in context), context
    assert any("caps it at 60 riders" in c and "no entries on the line this time" in c for c in context), context
    assert any("reserve list's at 6" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - he can enter on the line on the day, £12 cash, just get there "
                                               "before 9.30.")
finish(question, expected="no - it's full at 60 (the council permit's cap), reserve list only", actual=reply)
