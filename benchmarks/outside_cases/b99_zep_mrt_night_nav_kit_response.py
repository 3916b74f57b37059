"""Batch 99 (held out). A mountain rescue team's training notes: Zep (sync client, the offline stand-in server),
facts from the training officer's thread, script style.

App: Ruth, Swaledale MRT's training officer, drops notes about the training nights into a Zep thread; the team's
helper answers members from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say the night nav on Thu 23/10 meets at Reeth
base at 7, usual hill kit plus a head torch with spare batteries; everyone brings their own compass (the base ones
are away being checked, half came back with bubbles); and it's the Fremington Edge legs, so OL30 in a map case
(the laminated base copies are in the van for the Malham lot). Question (Tue 21/10, a trainee): "what do i need to
bring for thursday's night nav?" -> expected a head torch with spare batteries, his own compass, and the OL30 map
in a case. The model leaves out the compass.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the head
torch, compass and map lines are all in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b99_zep_mrt_night_nav_kit_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "swaledale-training", "swaledale-training-ruth"
NOTES = [
    "night nav thurs 23/10 - meet Reeth base 7pm, out till 10.30ish. usual hill kit + a head torch w SPARE "
    "batteries (nobody's borrowing mine again!!)",
    "cake rota: Jen's turn thurs, Dave's the wk after",
    "everyone bring your OWN compass for the night nav pls - the base ones are away being checked, half came back "
    "w bubbles in",
    "radios - sign one out at base on the night, don't bring personal ones, they're not on our channel",
    "night nav route is the Fremington Edge legs so OL30 in a map case, the laminated base copies are in the van "
    "for the Malham lot",
    "cas-care refresher moved to the 6/11, same time, Gunnerside hall",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ruth")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Ruth")])

question = "what do i need to bring for thursday's night nav?"
facts = client.graph.search_edges(GRAPH, query="night nav bring kit head torch compass map OL30",
                                  page_size=8).items
context = ["Today is Tue 21 October 2036. You are talking to a trainee team member."] + [f.fact for f in facts]
assert any("head torch w SPARE batteries" in c for c in context), context
assert any("OWN compass for the night nav" in c for c in context), context
assert any("OL30 in a map case" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Your usual hill kit, a head torch with spare batteries, and OL30 in a "
                                           "map case - it's the Fremington Edge legs. Radios you sign out at base.")
finish(question, expected="head torch + spare batteries, your own compass, and OL30 in a map case", actual=reply)
