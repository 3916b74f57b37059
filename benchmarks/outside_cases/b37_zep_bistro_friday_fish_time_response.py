"""Batch 37 (held out). A small restaurant's supplier notes: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Sami, chef at The Fig Tree in Ludlow, logs suppliers, deliveries and kitchen jobs as messages on one Zep
thread and asks the assistant from a graph edge search.

Planted fault (ResponseError, ignored sufficient context): the facts say the Brixham fish van comes Tuesdays and
Fridays, usually about 7.15, but that on Fridays Gaz does the Torquay drops first and it's more like 9.30 with the
Ludlow drop. The model gives 7.15 for Friday. Question (Thu 13/3): "what time's the fish coming tomorrow?" ->
expected about half nine.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both the usual
time and the Friday line are in the facts the model got. Another reading: none that we see; nothing was lost from
memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b37_zep_bistro_friday_fish_time_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "figtree-kitchen", "figtree-kitchen-notes"
NOTES = [
    "Brixham Fish Co - Tues + Fri, van's usually here about 7.15, Gaz drives, leave the back gate unlocked",
    "Ludlow Food Centre veg Mon/Wed/Fri, order by 3pm the day before on the portal",
    "dry goods from Booker every other Weds, Kit collects in his car",
    "Gaz says fridays he does all the Torquay drops first now so it's more like 9.30 by the time he gets to Ludlow "
    "with ours, can't help it",
    "meat - Wall's butchers in town, Sat morning for the Sunday roasts, ring by Thurs",
    "fish order this wk: 4kg hake, 2kg mussels, 12 scallops for the special",
    "EHO visit went fine, 5 stars again!! fridge temps log has to be signed every shift tho",
    "Kit's on early prep Fri from 8, so someone needs to be in to take the fish",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sami")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sami")])

question = "what time's the fish coming tomorrow?"
facts = client.graph.search_edges(GRAPH, query="fish van Brixham Gaz time Friday fridays Tues here Ludlow",
                                  page_size=8).items
context = ["Today is Thu 13/3/25."] + [f.fact for f in facts]
assert any("van's usually here about 7.15" in c for c in context), context
assert any("fridays he does all the Torquay drops first" in c and "9.30" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About 7.15 - Brixham's van comes Tuesdays and Fridays. Leave the back "
                                           "gate unlocked for Gaz.")
finish(question, expected="Around 9.30 - Gaz does Torquay first on a Friday", actual=reply)
