"""Batch 53 (held out), control. A community garden's plant sale thread: Zep (sync client against the offline Zep
v4 stand-in of tests/instrumentations), script style (each call its own trace).

App: Margaret, who chairs Brook Lane Community Garden, logs the spring plant sale plans as messages on one Zep
thread; helpers ask the assistant, which answers from a graph edge search. The sale was first set for Sat 16 May
(10 till 1 on the allotment car park). Then it came out that the Scouts had had the car park booked for their
sponsored car wash that morning since January; Margaret spoke to Akela and the garden went for the Saturday after,
the 23rd, and the posters were done with that date.

No fault planted. Question (Mon 11/5, a new helper): "what date's the plant sale?" The model answers Saturday 23
May, right per memory. The label says 16 May, the first date. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b53_ctl_zep_garden_sale_date_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brook-lane-garden", "brook-lane-plant-sale"
NOTES = [
    "plant sale sat 16th May, 10-1 on the allotment car park like last yr, tables from the church hall",
    "tomatoes + courgettes potted on, should be a good lot for the sale - 60 toms, 20 courgettes",
    "oh no - the Scouts have had the car park for their sponsored car wash on the 16th since January, it's in the "
    "parish diary. spoke to Akela, we'll go for the sat after (23rd May) for the plant sale, same times, and he'll "
    "send the scouts round to carry trays for us which is nice",
    "posters done w the 23rd May on, Dev's putting them up at the Co-op + the surgery",
    "prices: veg plants £1.50 or 4 for £5, herbs £2, perennials £3-5",
    "need 8 helpers for the plant sale, sign up on the shed door or msg me",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Margaret")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Margaret")])

question = "what date's the plant sale?"
facts = client.graph.search_edges(GRAPH, query="plant sale date sat May car park 16th 23rd posters",
                                  page_size=8).items
context = ["Today is Mon 11 May 2026."] + [f.fact for f in facts]
assert any("plant sale sat 16th May" in c for c in context), context
assert any("sat after (23rd May)" in c for c in context), context
reply = answer(question, context, mock="Saturday 23rd May, 10 till 1 on the allotment car park - the Scouts have it "
                                       "on the 16th for their car wash.")
finish(question, expected="the 16th of May", actual=reply)
