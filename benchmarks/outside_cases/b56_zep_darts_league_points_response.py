"""Batch 56 (held out). A pub darts team's league thread: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Mo, who keeps the Bell Inn "A" team's book in the Tanworth & District league, logs results as messages on one
Zep thread; the lads ask the assistant, which answers from a graph edge search. The points are said in different
messages: after the Feathers game in week 12 they were on 14 points; on Thu 5/3 they beat the Crown 7-2, which is
2 points for the win plus the league's bonus point for winning 7 legs or more. So they are on 14 + 2 + 1 = 17.

Planted fault (ResponseError, ignored sufficient context): the model leaves out the bonus point and says 16.
Question (Sat 7/3, Dean, who missed the Crown game): "how many points have we got in the league now?" -> expected
17.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the 14 points, the
7-2 win, the win's 2 points and the bonus-point rule are all in the facts the model got. Another reading: none that
we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b56_zep_darts_league_points_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bell-a-darts", "bell-a-darts-results"
NOTES = [
    "wk12 lost 4-5 at the Feathers, gutted, Shaun missed d16 for the match. we're on 14 pts, 3rd in the table",
    "league AGM rule from this season - a bonus point on top of the 2 for a win if you take 7 legs or more, so "
    "bash 'em properly",
    "Thurs 5/3 v the Crown at ours - WON 7-2!!! 2 pts in the bag + the bonus, Shaun's 180 in the 4th leg, Kerry "
    "chalked",
    "high checkout so far this season is Gaz's 121 v the Legion back in Nov",
    "Legion are top on 19, Red Lion 2nd on 18 w a game in hand",
    "subs - Mo's got £42 in the tin, Dean owes 3 wks",
    "presentation night sat 23 May at the Legion, tickets £12 with a buffet",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Mo")])

question = "how many points have we got in the league now?"
facts = client.graph.search_edges(GRAPH, query="points table league win bonus pts Crown Feathers 7 legs",
                                  page_size=8).items
context = ["Today is Sat 7 March 2026. You are talking to Dean."] + [f.fact for f in facts]
assert any("we're on 14 pts" in c for c in context), context
assert any("WON 7-2" in c and "+ the bonus" in c for c in context), context
assert any("bonus point on top of the 2 for a win" in c for c in context), context
with fault():
    reply = answer(question, context, mock="16 - we were on 14 and the 7-2 win over the Crown got us another 2.")
finish(question, expected="17: the 14 we had, 2 for beating the Crown and a bonus point for the 7 legs",
       actual=reply)
