"""Batch 79 (held out). A food bank's collection drives: Zep (sync client, the offline stand-in server), facts from
the coordinator's thread, script style.

App: Bev, who coordinates the Eastfield Food Bank's drives, drops notes into a Zep thread; the app answers from the
graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the van rota has Dave on the Saturday 14/9 van run,
and Dave's own message (Mon 2/9) says he's had his cataract done that morning and the hospital says no driving for
a fortnight - both are in the facts. Question (Tue 10/9): "can Dave do the van run on saturday?" -> expected no
(still inside the fortnight after his eye op). The model says yes, he's on the rota.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the rota
line and Dave's message are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b79_zep_foodbank_van_driver_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "eastfield-foodbank", "eastfield-bev"
NOTES = [
    "van rota Sept drive: Dave sat 14th (Morrisons + Tesco pick ups 12.30ish), Kev fri 13th, Sandra backup",
    "Dave messaged mon 2/9 - had the cataract done this morning, all fine, hospital says no driving for 2 wks "
    "and wear the shield at night. bless him he still wants to help on the tables",
    "van MOT due 30/9, booked at Hall's garage 8am, Kev dropping it",
    "Tesco Extra said 10-2 only on their floor, 3 vols max",
    "insurance on the van covers any vol over 25 w/ a clean licence, form in the office",
    "diesel card pin is in the red book, don't put it on the whatsapp",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "can Dave do the van run on saturday?"
facts = client.graph.search_edges(GRAPH, query="Dave van run saturday driving rota", page_size=8).items
context = ["Today is Tue 10 September 2032. You are talking to Bev, the drives coordinator."] + \
          [f.fact for f in facts]
assert any("Dave sat 14th" in c for c in context), context
assert any("no driving for 2 wks" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - Dave's down on the van rota for Saturday 14th, doing the "
                                           "Morrisons and Tesco pick-ups around 12.30.")
finish(question, expected="No, his eye op was only on the 2nd so he can't drive yet - Sandra's the backup",
       actual=reply)
