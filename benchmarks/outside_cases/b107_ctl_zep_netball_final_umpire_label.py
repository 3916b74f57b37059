"""Batch 107 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the league secretary's thread, script style.

App: the Wharfedale Ladies Netball League keeps Trish's (the league secretary's) messages in a Zep thread; the
league helper answers captains and umpires from the graph's facts (``graph.search_edges``).

Memory: finals night is Fri 27/3 at Parkside; the court 1 final (Kestrels v Falcons) umpires were Kaz (B award) and
Dee; Dee did her ankle at parkrun on the Saturday and is on crutches for six weeks, and Mo has said she'll happily
do the court 1 final with Kaz (Mo has her C award); plus trophies, the presentation and the plate final. Question
(Mon 23/3, the Falcons' captain): "who's umpiring the final with Kaz? want to send them the team sheets" The
assistant says Mo. The label says Dee.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b107_ctl_zep_netball_final_umpire_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wlnl-secretary", "wlnl-secretary-chat"
NOTES = [
    "finals night fri 27/3 at parkside, 7pm. ct1 final Kestrels v Falcons - umpires Kaz (B award) + Dee. ct2 "
    "plate final Otters v Wrens - Bev + Jan",
    "trophies being engraved at Bradley's, ready weds, £84 out of the league acct",
    "Dee did her ankle at parkrun sat, on crutches for 6 wks poor love. Mo says she'll happily umpire the ct1 "
    "final with Kaz, Mo's got her C award + did the semis",
    "presentation after the finals by Sandra (league chair), tea + biscuits in the pavilion, can someone do urns",
    "team sheets to the umpires by thurs night pls, 12 names max",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Trish")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Trish")])

question = "who's umpiring the final with Kaz? want to send them the team sheets"
facts = client.graph.search_edges(GRAPH, query="umpire final ct1 Kaz Dee Mo finals night", page_size=8).items
context = ["Today is Mon 23 March 2037. You are talking to the Falcons' captain."] + [f.fact for f in facts]
assert any("umpires Kaz (B award) + Dee" in c for c in context), context
assert any("Mo says she'll happily umpire the ct1 final with Kaz" in c for c in context), context
reply = answer(question, context, mock="Mo - she's doing the court 1 final with Kaz on Friday. Team sheets to them "
                                       "by Thursday night, 12 names max.")
finish(question, expected="Dee - she and Kaz are down for court 1", actual=reply)
