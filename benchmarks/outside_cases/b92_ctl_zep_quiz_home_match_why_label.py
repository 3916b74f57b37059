"""Batch 92 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the team's thread, script style.

App: Big Dave, captain of the Red Lion Roarers in the Ver Valley Quiz League, drops league news into a Zep thread;
the team's helper answers the others from the graph's facts (``graph.search_edges``).

Memory: the Plough's back room was redecorated over November and December (new carpet, new screen, done before
Christmas); the fixture list has week 8, Tue 29/1, Roarers away at the Plough; later the Plough's landlord (also
Dave) has a christening party booked in the back room on the 29th and asked if the Roarers would have the match at
the Red Lion - fine, the Plough have the Roarers back in March. Question (Sun 27/1, Jan, a Roarers player): "why
are we hosting the ploughmen on tuesday? I thought that one was at theirs" The assistant says the Plough's back
room is taken by a christening party that night. The label says their back room is being redecorated.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b92_ctl_zep_quiz_home_match_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "red-lion-roarers", "red-lion-roarers-dave"
NOTES = [
    "Plough's back room getting redone over nov + dec - new carpet, big screen for the picture rounds. should be "
    "done b4 xmas, Dave says",
    "2nd half fixtures: wk 7 tue 22/1 Bears at ours, wk 8 tue 29/1 us @ the Plough, wk 9 5/2 Quizerables at ours",
    "been in the Plough, back room looks great now, proper carpet + the screen works",
    "wk 7 we beat the Bears 47-43, still top, 263 total",
    "Dave at the Plough's got a christening party booked in the back room on the 29th, asked if we'd have the "
    "match at ours - fine by me, they'll have us back in March",
    "reminder subs £3 a head each week, Jan has the tin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Big Dave")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Big Dave")])

question = "why are we hosting the ploughmen on tuesday? I thought that one was at theirs"
facts = client.graph.search_edges(GRAPH, query="why Plough match at the Red Lion tuesday 29th back room home away",
                                  page_size=8).items
context = ["Today is Sun 27 January 2036. You are talking to Jan, a Red Lion Roarers player."] + \
          [f.fact for f in facts]
assert any("back room getting redone" in c for c in context), context
assert any("christening party" in c for c in context), context
assert any("us @ the Plough" in c for c in context), context
reply = answer(question, context, mock="The Plough's back room has a christening party booked that night, so "
                                       "their Dave asked if we'd have it at ours - we go to them in March instead.")
finish(question, expected="because the Plough's back room is being redecorated", actual=reply)
