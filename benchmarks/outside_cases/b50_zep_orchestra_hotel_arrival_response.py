"""Batch 50 (held out). A community orchestra's tour thread: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: the Wyvern Sinfonia's tour manager Hilary logs the travel arrangements for the April 2026 Yorkshire tour as
messages on one Zep thread; the players ask the assistant, which answers from a graph edge search. The Friday
coach leaves Malvern at 8.30; the driver reckons four hours' driving to Harrogate, and there's a compulsory 45-minute
stop at Woodall services (the driver's break), each said in its own message - so the coach gets to the hotel about
1.15pm.

Planted fault (ResponseError, ignored sufficient context): the model adds the four hours' driving to 8.30 and leaves
out the stop. Question (Wed 15/4, a second violin): "what time do we get to the hotel in harrogate on friday?" ->
expected about 1.15pm. The model says 12.30.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the leaving time,
the driving time and the stop are all in the facts the model got. Another reading: none that we see; nothing was
lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b50_zep_orchestra_hotel_arrival_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wyvern-tour", "wyvern-tour-travel"
NOTES = [
    "coach for the tour: Abbey Coaches, 53 seater + trailer, leaves the Priory car park Malvern 8.30 sharp fri 17th, "
    "driver is Steve",
    "Steve reckons 4 hrs driving to Harrogate if the M1's behaving, dropping us right at the hotel door",
    "we HAVE to stop at Woodall services on the M1, 45 mins - it's his legal break, loos + coffee, don't wander off",
    "hotel is the Cairn on Ripon Rd, check in from 2 but they'll hold bags + instruments in the function room",
    "timps + double basses in the trailer, Marek + Lou loading at 7.45 pls",
    "packed lunch or buy at Woodall, there's a Greggs + a Costa",
    "Sat: coach to Ripon 1.30 for the choir rehearsal, back to Harrogate after the concert ~10.15pm",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hilary")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Hilary")])

question = "what time do we get to the hotel in harrogate on friday?"
facts = client.graph.search_edges(GRAPH, query="coach leaves fri Harrogate hotel hrs driving stop mins Woodall",
                                  page_size=8).items
context = ["Today is Wed 15 April 2026."] + [f.fact for f in facts]
assert any("leaves the Priory car park Malvern 8.30" in c for c in context), context
assert any("4 hrs driving to Harrogate" in c for c in context), context
assert any("Woodall services on the M1, 45 mins" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About 12.30 - we leave Malvern at 8.30 and Steve says it's 4 hours to "
                                           "Harrogate. Check-in's from 2 but they'll hold your bags.")
finish(question, expected="about 1.15pm (8.30 plus 4 hrs on the road and the 45 min stop)", actual=reply)
