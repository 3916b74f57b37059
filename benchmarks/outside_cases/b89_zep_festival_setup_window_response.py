"""Batch 89 (held out). A food festival's trader updates: Zep (sync client, the offline stand-in server), facts from
the organiser's thread, script style.

App: Lou, who runs the traders for the Bancroft Food Festival (Sat 18 - Sun 19 June 2033), drops updates into a Zep
thread as they come (site rules, council conditions, the odd reminder); the app answers traders from the graph's
facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): three updates give Saturday morning's timings - the
field gates open to traders 6.30am; every vehicle has to be off the field by 9.15 (the council's condition, no
vans moving once the stewards' briefing starts); the public come in at 10. All three are in the facts. Question
(Thu 16/6, a first-time trader with a van and a 6m gazebo): "how long will I have to get set up on sat morning?"
-> expected 2 3/4 hours (6.30 to 9.15, when the van has to be off). The model says 3 1/2 hours, up to the public
opening at 10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the three
updates are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b89_zep_festival_setup_window_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bancroft-food-fest", "bancroft-food-fest-lou"
NOTES = [
    "traders: field gates open 6.30am sat for set up (5.30 if you're a gas bottle delivery, ring Lou first)",
    "reminder pitch fees + power to be paid by 10/6 pls, BACS ref = your trading name",
    "council condition this yr - ALL vehicles off the field by 9.15 sat, no vans moving once the stewards "
    "briefing starts. park in the Brewery car park after, free w your trader pass",
    "public in 10am-6pm both days, sunday set up from 8 as everything stays overnight (security on site)",
    "bins: 3 per row + food waste caddies, Gaz empties them at 2 + 5",
    "no generators on pitches, power off our gennies only, 16A or 32A as booked",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lou")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Lou")])

question = "how long will I have to get set up on sat morning? got a van + a 6m gazebo, first time doing it"
facts = client.graph.search_edges(GRAPH, query="saturday set up traders gates open vehicles off the field public in "
                                               "time van", page_size=8).items
context = ["Today is Thu 16 June 2033. You are talking to a first-time trader."] + [f.fact for f in facts]
assert any("gates open 6.30am sat" in c for c in context), context
assert any("off the field by 9.15 sat" in c for c in context), context
assert any("public in 10am-6pm" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About three and a half hours - the gates open to traders at 6.30 and "
                                           "the public come in at 10.")
finish(question, expected="2 hrs 45 - 6.30 till the van's off at 9.15", actual=reply)
