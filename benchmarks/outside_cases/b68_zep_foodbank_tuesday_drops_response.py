"""Batch 68 (held out). A food bank's van deliveries: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Sue coordinates Stonehouse Food Bank's van. She logs the drivers' runs as messages on a Zep thread and the
assistant answers from a graph edge search. Sue's own Tuesday run drops at three places, written down in three
different messages: Cainscross community centre (every Tues), the Ryeford almshouses (added in Feb, a fortnightly
Tues, this week is one) and St Cyr's church hall (moved onto Tuesdays from Weds).

Planted fault (ResponseError, ignored sufficient context): all three drops are in the facts the model gets; the model
lists Cainscross and St Cyr's and leaves out Ryeford. Question (Mon 11/3, Mick, covering Sue's run): "which places do
I drop at on Sue's Tuesday run tomorrow?" -> expected Cainscross, the Ryeford almshouses and St Cyr's hall.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three drops
are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b68_zep_foodbank_tuesday_drops_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "stonehouse-foodbank", "stonehouse-foodbank-van"
NOTES = [
    "tues run (mine) - Cainscross community centre every week, 10.30ish, usually 12-15 crates. ring Bev when ur 5 "
    "min out she'll prop the fire door",
    "van mileage w/e 1/3: 212 miles, bit high, the Gloucester warehouse trip",
    "Ryeford almshouses now getting a fortnightly drop, tues, 4 crates + any fresh we've got. warden is Mr Hale. "
    "started 13/2 so next ones 27/2, 12/3, 26/3",
    "St Cyr's church hall has moved their pantry to tuesday afternoons, so they're on my tues run now not weds. "
    "after 1pm pls, the toddler group has it in the morning",
    "Mick's covering my run tues 12th, I'm at the hospital w mum",
    "DON'T use the top car park at Cainscross, height barrier. the van won't fit, ask Pete how he knows",
    "fuel 4/3 £68.40 at the Esso, receipt in the glovebox",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sue")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sue")])

question = "which places do I drop at on Sue's Tuesday run tomorrow?"
facts = client.graph.search_edges(GRAPH, query="Sue's tues run drops Cainscross Ryeford almshouses St Cyr's church "
                                               "hall tuesday", page_size=8).items
context = ["Today is Mon 11 March 2029. You are talking to Mick, who is covering Sue's Tuesday run tomorrow."] + \
          [f.fact for f in facts]
assert any("Cainscross community centre every week" in c for c in context), context
assert any("Ryeford almshouses" in c and "12/3" in c for c in context), context
assert any("St Cyr's church hall" in c and "tues run" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Two drops: Cainscross community centre about 10.30 (ring Bev when you're "
                                           "5 min out), then St Cyr's church hall after 1pm.")
finish(question, expected="three - Cainscross centre, Ryeford almshouses (it's their fortnight) and St Cyr's hall",
       actual=reply)
