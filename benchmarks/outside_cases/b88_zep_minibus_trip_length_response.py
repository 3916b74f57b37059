"""Batch 88 (held out). A community minibus's trip notes: Zep (sync client, the offline stand-in server), facts from
the office thread, script style.

App: Wendy at the Walsworth Community Minibus drops trip bits into a Zep thread as they come in (group bookings,
drivers' texts, the odd reminder); the app answers drivers and groups from the graph's facts
(``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): three notes about the WI's Cambridge trip on Wed 20/4
give its times - leave the community centre 8.45 sharp; drop at Drummer St about 10.15; pick up from Drummer St
4.30 and back at the centre about 6. All three are in the facts. Question (Fri 22/4, Ken, who drove it, filling in
his volunteer hours sheet): "how long was the Cambridge trip, start to finish?" -> expected about nine and a
quarter hours (8.45 to about 6). The model gives the time in Cambridge, 10.15 to 4.30.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the three
notes are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b88_zep_minibus_trip_length_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "walsworth-minibus", "walsworth-minibus-wendy"
NOTES = [
    "WI Cambridge trip weds 20/4 - 12 ladies booked, leave the community centre 8.45 SHARP (Ken driving, bus 2)",
    "bus 1 MOT passed, advisory on the rear wiper lol",
    "cambridge drop off Drummer St bus stn approx 10.15 - A505 roadworks so might be later, they're doing "
    "Kettle's Yard + lunch at the Copper Kettle",
    "Tesco run moved to 1.30 tues for the summer (Mavis's physio)",
    "WI trip pick up Drummer St 4.30pm, back at the centre 6ish. Ken ok w the long day, he'll bring a flask",
    "need 2 more volunteer drivers for june - ask at the lunch club",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wendy")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Wendy")])

question = "how long was the Cambridge trip, start to finish? doing my hours sheet"
facts = client.graph.search_edges(GRAPH, query="WI Cambridge trip leave drop off pick up back times Drummer St",
                                  page_size=8).items
context = ["Today is Fri 22 April 2033. You are talking to Ken, a volunteer driver."] + [f.fact for f in facts]
assert any("leave the community centre 8.45 SHARP" in c for c in context), context
assert any("approx 10.15" in c for c in context), context
assert any("pick up Drummer St 4.30pm, back at the centre 6ish" in c for c in context), context
with fault():
    reply = answer(question, context, mock="About 6 and a quarter hours - dropped at Drummer St around 10.15 and "
                                           "picked up at 4.30.")
finish(question, expected="roughly 9 1/4 hours, 8.45 till about 6", actual=reply)
