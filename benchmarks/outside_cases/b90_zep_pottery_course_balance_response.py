"""Batch 90 (held out). A pottery studio's student accounts: Zep (sync client, the offline stand-in server), facts
from the studio thread, script style.

App: Hazel at Clayworks drops bits about classes and money into a Zep thread as they happen (sign-ups, clay bags,
kiln news); the helper answers students from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): three notes about Ruth give what she owes - she signed
up for the Tuesday 8-week throwing course at £168 and paid a £50 deposit by card on the night; clay is extra at
£14 a bag and she's had two bags so far; firings and glazes are included. All are in the facts. Question (Tue
14/3, Ruth): "how much do I still owe you? want to settle up tonight" -> expected £146 (168 + 2 x 14 - 50). The
model leaves out the clay and says £118.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the course,
deposit and clay notes are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b90_zep_pottery_course_balance_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "clayworks-studio", "clayworks-studio-hazel"
NOTES = [
    "Ruth Pearce signed up for tues eve throwing, 8 wks from 7/2, £168 - paid £50 deposit on the card machine on "
    "the night, rest whenever",
    "Bertha's shelves need a fresh coat of batt wash before the next glaze firing",
    "clay's extra on all courses, £14 a bag (12.5kg buff). Ruth's had 2 bags so far, Tom 1, Aisha 3",
    "firings + glazes incl in the course fee - don't let anyone tell you otherwise lol",
    "Sat kids class full til Easter, waiting list of 4",
    "Jen's free bag of clay (for the dunted bowls) - given 4/3, sorted",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hazel")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Hazel")])

question = "how much do I still owe you? want to settle up tonight"
facts = client.graph.search_edges(GRAPH, query="Ruth course fee deposit paid clay bags owe balance",
                                  page_size=8).items
context = ["Today is Tue 14 March 2034. You are talking to Ruth Pearce, a Tuesday throwing student."] + \
          [f.fact for f in facts]
assert any("£168 - paid £50 deposit" in c for c in context), context
assert any("Ruth's had 2 bags so far" in c for c in context), context
assert any("firings + glazes incl" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£118 - that's the £168 course less the £50 deposit you paid at the "
                                           "start. Firings and glazes are included.")
finish(question, expected="£146, once her two bags of clay go on", actual=reply)
