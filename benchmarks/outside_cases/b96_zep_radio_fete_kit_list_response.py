"""Batch 96 (held out). A community radio station's outside-broadcast kit: Zep (sync client, the offline stand-in
server), facts from the station engineer's thread, script style.

App: Dev, Stort FM's volunteer engineer, drops notes about the Thorley fete OB into a Zep thread; the station's
helper answers presenters from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say to take the Comrex from the rack in
studio 2 (signed out in the book), the two SM58s with their stands from the studio cupboard (the RE20s stay put),
and, as the field has no power near the stage, the 25m cable reel from under the studio desk; the gazebo is in
Mo's garage and the Zoom recorder stays behind (broken card slot). Question (Fri 27/6, Keith, presenting):
"what do i need to grab from the studio for tomorrow's fete?" -> expected the Comrex, the two SM58s and stands, and
the cable reel. The model leaves out the cable reel.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the Comrex,
mics and cable-reel lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b96_zep_radio_fete_kit_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "stort-fm-obs", "stort-fm-obs-dev"
NOTES = [
    "thorley fete sat 28/6 - take the Comrex from the rack in studio 2, sign it out in the book pls, last time it "
    "went walkabout for a wk",
    "mics for the fete: the 2 RE20s STAY in the studio, take the 2 SM58s + their stands from the studio cupboard",
    "fete field has no power anywhere near the stage (asked the committee twice), so take the 25m cable reel from "
    "under the studio desk and we'll run it from the scout hut",
    "gazebo for the fete is in Mo's garage, he'll drop it at the field fri night",
    "don't bother w the Zoom recorder, its card slot is broken, it's staying in the studio till I fix it",
    "Keith presenting the fete 11-3, Amira doing the tombola interviews",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dev")])

question = "what do i need to grab from the studio for tomorrow's fete?"
facts = client.graph.search_edges(GRAPH, query="take from the studio for the fete sat kit Comrex mics cable",
                                  page_size=8).items
context = ["Today is Fri 27 June 2036. You are talking to Keith, presenting the fete OB."] + [f.fact for f in facts]
assert any("take the Comrex" in c for c in context), context
assert any("take the 2 SM58s" in c for c in context), context
assert any("25m cable reel" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The Comrex from the rack in studio 2 (sign it out) and the two SM58s "
                                           "with their stands - leave the RE20s and the Zoom.")
finish(question, expected="Comrex, the pair of SM58s with stands, and the long cable reel (no power on the field)",
       actual=reply)
