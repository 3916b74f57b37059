"""Batch 104 (held out). A community café's food orders: Zep (sync client, the offline stand-in server), facts from
the kitchen thread, script style.

App: Pat, who runs the kitchen at the Hope Street Community Café, drops notes about the big Saturday breakfast into
a Zep thread; the café helper answers the volunteers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say 20 veggie breakfasts are booked for Sat
21/11 (the walking group), 2 vegan sausages each; Pat says allow 8 more veggie breakfasts for walk-ins on top, they
always come; and there are 16 vegan sausages left in the chest freezer. Question (Thu 19/11, Ayo, doing the cash &
carry run): "how many vegan sausages do i need to get at the cash and carry for sat?" -> expected 40 ((20 + 8) x 2
= 56, less the 16 in the freezer). The model says 24, leaving out the walk-ins.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
bookings, walk-ins and freezer lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b104_zep_cafe_sausages_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hope-st-kitchen", "hope-st-pat"
NOTES = [
    "sat 21/11 big brekkie - walking group booked 20 veggie breakfasts (2 vegan sausages each, hash brown, beans, "
    "mushrooms) for 9am",
    "allow 8 more veggie breakfasts for walk-ins on top of the group, we always get them after the market",
    "chest freezer: 16 vegan sausages left (the Linda McCartney ones), use them first, date is fine",
    "Mrs Hale is coeliac - gf bread is in the freezer door, toast it in a bag",
    "cash & carry card is in the office drawer, Ayo doing the run thurs afternoon",
    "eggs from Hollins, 5 dozen, they deliver fri",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pat")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Pat")])

question = "how many vegan sausages do i need to get at the cash and carry for sat?"
facts = client.graph.search_edges(GRAPH, query="vegan sausages veggie breakfasts walk-ins freezer Saturday",
                                  page_size=8).items
context = ["Today is Thu 19 November 2037. You are talking to Ayo, who's doing the cash and carry run."] + \
          [f.fact for f in facts]
assert any("20 veggie breakfasts" in c and "2 vegan sausages each" in c for c in context), context
assert any("8 more veggie breakfasts for walk-ins" in c for c in context), context
assert any("16 vegan sausages left" in c for c in context), context
with fault():
    reply = answer(question, context, mock="24 - the 20 veggie breakfasts need 40 sausages and there are 16 in the "
                                           "chest freezer already.")
finish(question, expected="40", actual=reply)
