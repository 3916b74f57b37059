"""Batch 167 (held out). A community minibus's trip chat: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call has the facts and counts the time at the seaside from the old plan.

App: the Hetherby Community Minibus takes its regulars to Filey for the day on Sat 18th August 2040. Carol (the
bookings), Maureen (the passenger list) and Phil (the driver) keep their chat in a Zep thread; the minibus's helper
answers passengers and their families from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 2040-06-30, Carol's plan - in Filey
about 11, bus back from the Crescent at half 4, "5 and a half hrs by the sea!"; from 16th jul, Maureen on the names;
from Tue 7th Aug, Phil saying they're picking up 4 from Brompton Court on the way now (the sheltered housing, they asked
nicely) so they won't be in Filey till half 11ish, still leaving half 4, he can't go later; from 2040-08-14T18:40,
Maureen on the weather. The model counts from the first plan. Question (Thu 16/8, Karen, whose mum is going): "how long
do we actually get at filey? wondering if mum can manage the walk out to the brigg and back" -> expected about 5 hours
(half 11 to half 4, with the Brompton pick-up). The assistant says five and a half hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Phil's later arrival is in
the facts the model was given, next to the first plan it answered from. Asserted: the context has Carol's plan with 5
and a half hours and Phil's post with half 11.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b167_zep_minibus_filey_time_howlong_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hetherby-minibus-filey-2040", "filey-trip-organisers"
POSTS = [
    "2040-06-30 Carol - Filey sat 18th aug, in Filey about 11, bus back from the Crescent at half 4, so 5 and a half "
    "hrs by the sea!! fish + chips at 12.30",
    "16th jul Maureen - 14 names in, Betty + her sister want the front seats, 2 spare",
    "Tue 7th Aug Phil - we're picking up 4 from Brompton Court on the way now (they asked nicely + we had the seats) "
    "so won't be in Filey till half 11ish. still leaving half 4, can't go later w my hours",
    "2040-08-14T18:40 Maureen - forecast's sunny, 22!! hats + suncream, it's blowy on the brigg",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Filey trip organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Filey trip organisers")])

question = "how long do we actually get at filey? wondering if mum can manage the walk out to the brigg and back"
with turn_span("question Thu 16/8"):
    facts = client.graph.search_edges(GRAPH, query="how long in Filey arrive leave time", page_size=10).items
    context = ["Today is Thu 16 August 2040. You are talking to Karen, whose mum is going on the Hetherby Community "
               "Minibus trip to Filey (Sat 18 August)."] + [f.fact for f in facts]
    assert any("so 5 and a half hrs by the sea" in c for c in context), context
    assert any("won't be in Filey till half 11ish" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Five and a half hours - you're in Filey about 11 and the bus leaves "
                                               "the Crescent at half 4, so plenty of time for the brigg.")
finish(question, expected="about 5 hours - in Filey about half 11 with the Brompton Court pick-up, leaving at half 4",
       actual=reply)
