"""Batch 101 (held out). A village hall's bookings: Zep (sync client, the offline stand-in server), facts from the
bookings secretary's thread, script style.

App: Brenda, bookings secretary at Radwell Village Hall, drops notes into a Zep thread; the hall's helper answers
hirers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say the Brownies have the main hall every
Tuesday 6-7.30 and use the kitchen for their cooking badge; Hanwell Flooring are relaying the kitchen floor Mon
3/3 to Fri 7/3 - kitchen shut all week, the lino's up and the units are pulled out, nothing in or out; the main
hall and small room are fine that week. Question (Thu 28/2, Brown Owl): "can we use the kitchen next tues for the
pancake badge? 14 girls" -> expected no (the kitchen floor is being done that week). The model says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
Brownies' Tuesday line and the kitchen-shut line (with its dates) are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b101_zep_hall_kitchen_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "radwell-hall", "radwell-hall-brenda"
NOTES = [
    "Brownies - main hall every tues 6-7.30pm term time, they use the kitchen for badges (cooking etc), Brown Owl "
    "is Mrs Dhillon",
    "Hanwell Flooring relaying the kitchen floor mon 3/3 - fri 7/3. kitchen shut ALL that wk, lino up + units "
    "pulled out, nothing in or out. main hall + small room fine",
    "urn's been fixed (new fuse) - Dave 20/2",
    "Dawn cleaning after the sat 1/3 quiz night, sun 2/3 8am",
    "hire rates from april: main hall £16/hr, small room £9/hr, kitchen £5 flat",
    "Mrs Dhillon asked re storing the Brownies' craft box in the store cupboard - fine, top shelf",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brenda")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Brenda")])

question = "can we use the kitchen next tues for the pancake badge? 14 girls"
facts = client.graph.search_edges(GRAPH, query="Brownies kitchen Tuesday use kitchen floor shut week",
                                  page_size=8).items
context = ["Today is Thu 28 February 2036. You are talking to Mrs Dhillon (Brown Owl)."] + [f.fact for f in facts]
assert any("every tues 6-7.30pm" in c for c in context), context
assert any("kitchen shut ALL that wk" in c and "mon 3/3 - fri 7/3" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - you've got the main hall 6 to 7.30 on Tuesdays and the kitchen "
                                           "goes with it for badge work, so pancakes for 14 are fine.")
finish(question, expected="No - Hanwell Flooring have the kitchen that whole week", actual=reply)
