"""Batch 23 (held out). A farm shop's veg-box delivery log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bev at Hollow Lane Farm Shop logs the box rounds, customers' requests and supplier drops as messages on one Zep
thread, and asks the assistant from a graph edge search. Fifteen notes, March 2026.

Planted fault (ResponseError, ignored sufficient context): the Friday round is one note: "Fri 13/3 round (me, the
van): Greene, the Old School, Birch Cottage, Ahmed x2 (2 family now), Wilsons, Flat 3 Mill Court, Dr Rowe, Kaur,
the Vicarage. Patels away - skip". That is ten boxes (nine drops, the Ahmeds take two). The model counts the
names and says nine. Question (Thu 12/3): "How many boxes am I loading for tomorrow's round?" -> expected 10.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the round note,
with "Ahmed x2", is in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b23_zep_vegbox_friday_round_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bev-boxes", "bev-boxes-log"
ROUND = ("Fri 13/3 round (me, the van): Greene, the Old School, Birch Cottage, Ahmed x2 (2 family now), Wilsons, "
         "Flat 3 Mill Court, Dr Rowe, Kaur, the Vicarage. Patels away - skip")
NOTES = [
    "Tues 3/3 round done by me, Steve at the dentist. 14 boxes, 2 not in - porch",
    "Fri 6/3 round - 9 boxes, Mrs Greene's gate is stiff, lift it",
    "Ahmeds now on 2 family boxes from March (birthday party month), 52 a week",
    "Tues 10/3 round (Steve) done 1.15, 16 boxes incl the Fenwick Rd lot",
    "Patels away 11-18/3, skip their Fri box, they'll pay for the week anyway",
    "Old School wants an extra 6 eggs every Fri, add to their bill",
    ROUND,
    "Kaurs on hols 20-27/3, skip both weeks",
    "Dr Rowe - swap beetroot for something else, hates it",
    "Van tyres - front nearside low, pumped it, keep an eye",
    "Vicarage box goes in the shed not the porch, the dog",
    "Flat 3 Mill Court - buzz 3, she comes down",
    "Family box price 26, medium 19.50, small 14.50",
    "Wilsons asked about a fruit-only box, told them not yet",
    "Birch Cottage paid 3 wks up front, cash",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "How many boxes am I loading for tomorrow's round?"
facts = client.graph.search_edges(GRAPH, query="Fri 13/3 round boxes van Patels skip Ahmed", page_size=8).items
context = ["Today is Thu 12/3/26."] + [f.fact for f in facts]
assert any("Fri 13/3 round" in c and "Ahmed x2" in c and "Patels away - skip" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Nine - Greene, the Old School, Birch Cottage, Ahmed, Wilsons, Flat 3 Mill "
                                           "Court, Dr Rowe, Kaur and the Vicarage (the Patels are skipped).")
finish(question, expected="10 - nine drops, but the Ahmeds get two family boxes (no Patel box this week)",
       actual=reply)
