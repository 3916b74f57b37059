"""Batch 62 (held out). A brass band's travel to a contest: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gill, secretary of Kingswood Silver Band, logs the arrangements for the West of England Area (Sat 6 March,
Cheltenham Town Hall) as messages on a Zep thread and asks the assistant from a graph edge search when she writes
the players' sheet. The coach leaves the bandroom at 7.15; the coach firm says 1 hr 50 to Cheltenham; the band
stops at Michaelwood services on the way for 25 minutes. So 7.15 + 1.50 + 0.25: they get there at 9.30.

Planted fault (ResponseError, ignored sufficient context): the model adds the drive to the setting-off time and
leaves out the stop: 9.05. Question (Wed 3/3): "what time do we get to Cheltenham on Saturday?" -> expected about
half nine.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the setting-off
time, the driving time and the services stop are all in the facts the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b62_zep_band_arrival_time_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kingswood-silver", "kingswood-silver-area"
NOTES = [
    "Area coach sat 6/3 - Bakers Dolphin 49 seater, leaves the bandroom 7.15 SHARP, Mike wants a warm up in the "
    "rehearsal room there at 10",
    "Bakers' office reckon 1hr 50 to Cheltenham from us up the M5 on a sat morning",
    "we'll stop at Michaelwood services on the way up, 25 mins, loos + bacon rolls, Sue's doing the kitty",
    "draw's fri 5th 8pm, Gill goes, hoping for a late-ish slot so nobody's rushed",
    "stands + the percussion go in Dave's van fri night, he'll meet us there",
    "uniform: full jacket + band tie, black shoes polished, NO trainers (looking at you 2nd horn)",
    "coach cost £640, £22 a head for players, families £10, paid to Sue by weds",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gill")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gill")])

question = "what time do we get to Cheltenham on Saturday?"
facts = client.graph.search_edges(GRAPH, query="Area coach sat bandroom leaves Cheltenham journey services stop mins",
                                  page_size=8).items
context = ["Today is Wed 3 March 2027."] + [f.fact for f in facts]
assert any("leaves the bandroom 7.15" in c for c in context), context
assert any("1hr 50 to Cheltenham" in c for c in context), context
assert any("Michaelwood services" in c and "25 mins" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About 9.05 - the coach goes at 7.15 and it's an hour fifty up the M5.")
finish(question, expected="half nine or so, counting the 25 minutes at Michaelwood", actual=reply)
