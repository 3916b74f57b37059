"""Batch 249 (held out). A household's car maintenance log: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the service mileage and today's mileage in its context and works
the miles left from the wrong pair.

App: the Hendersons log their Vauxhall Corsa in a family Zep thread - Steph and Rob post what's been done and the
odd mileage; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Steph's 2054-03-09 entry - serviced at
Fenton's, 48,200 on the clock, £165, next one due at 58,200 or March 55, whichever's first (sticker on the
windscreen); Rob's 12/6 entry - new battery, £95, the old one died in the Tesco car park; Rob's Sun 1st Nov entry -
the clock says 57,900 after the run down to his mum's in Exeter and back, and the windscreen chip needs doing; and
Steph's 3/11 entry - Autoglass booked for Fri 13th. Question (Thu 5/11, Steph): "how many miles have we got till
the corsa needs its service? doing exeter again at xmas, about 500 there + back" -> expected about 300 (due at
58,200, on 57,900 now), so book it before Christmas. The model says about 10,000 miles - not due till March.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the service due at 58,200 and the clock at 57,900, and the model answered 10,000 from the service
interval alone. Asserted: the context has the 58,200 line and the 57,900 line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b249_zep_car_log_miles_to_service_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "henderson-family", "corsa-log"
POSTS = [
    "2054-03-09 Steph - Corsa serviced at Fenton's 🔧 48,200 on the clock, £165. next one due at 58,200 or March 55 "
    "whichever's first (sticker's on the windscreen)",
    "12/6 Rob - new battery £95, old one died in the Tesco car park 🙄 AA man said it was the original",
    "Sun 1st Nov Rob - clock says 57,900 after the run down to mum's in Exeter + back. windscreen chip on the "
    "passenger side needs doing before it spreads",
    "3/11 Steph - Autoglass booked for the chip, fri 13th, free on the insurance",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Henderson family")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="car log")])

question = "how many miles have we got till the corsa needs its service? doing exeter again at xmas, about 500 there " \
           "+ back"
context = ["Today is Thu 5 November 2054. You are talking to Steph Henderson about the family's Vauxhall Corsa."]
for query in ("corsa service due mileage", "miles on the clock", "next service"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("next one due at 58,200" in c for c in context), context
assert any("clock says 57,900" in c for c in context), context
with fault():
    reply = answer(f"(Steph) {question}", context,
                   mock="About 10,000 miles - it was serviced at 48,200 and the next one's not due till March, so "
                        "Exeter at Christmas is no problem.")
finish(question, expected="about 300 miles - it's due at 58,200 and it's on 57,900, so get it booked before Christmas",
       actual=reply)
