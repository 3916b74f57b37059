"""Batch 84 (held out). A driving instructor's diary: Zep (sync client, the offline stand-in server), facts from
the instructor's thread, script style.

App: Kev Mault drops bookings and bits about pupils into a Zep thread; the app answers from the graph's facts
(``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): Amara's Saturday lesson starts at 8.30 from her house;
a later message says she wants to go right up to her shift at Boots, so drop her at the Westgate entrance for
10.45, she'll pay the extra. Kev's usual Saturday slot is a double, 1.5 hours. All
are in the facts. Question (Fri 21/5, Kev): "how long is Amara's lesson tomorrow?" -> expected 2 hours 15
(8.30-10.45). The model says an hour and a half.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the start
time and the drop-off time are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b84_zep_driving_lesson_length_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mault-driving-diary", "mault-driving-kev"
NOTES = [
    "sat mornings are doubles as standard - 1.5 hrs, £57, pupils who want longer just say",
    "Amara Osei sat 22/5 lesson, pick up 8.30 from hers (Cherwell Dr), we'll do the ring road + Botley",
    "Amara texted - can we go right up to her shift at Boots, drop her at the Westgate entrance for 10.45, "
    "she'll pay the extra",
    "Jade P test tues 25/5 8.40 Cowley, lesson fri before at 10",
    "car's dual brake cable squeaky again, Hartwells said bring it in whenever",
    "Ollie passed!!! 2 minors. bought me a Twix lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kev")])

question = "how long is Amara's lesson tomorrow?"
facts = client.graph.search_edges(GRAPH, query="Amara saturday lesson pick up drop shift how long hours",
                                  page_size=8).items
context = ["Today is Fri 21 May 2032. You are talking to Kev, the instructor."] + [f.fact for f in facts]
assert any("pick up 8.30" in c for c in context), context
assert any("Westgate entrance for 10.45" in c for c in context), context
with fault():
    reply = answer(question, context, mock="An hour and a half - it's a Saturday double, pick up 8.30 from "
                                           "Cherwell Drive.")
finish(question, expected="two and a quarter hours", actual=reply)
