"""Batch 72 (held out). A netball league's captains' notes: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Becca captains Nailsworth Nets in the Five Valleys Netball League and logs what the league tells the captains
as messages on a Zep thread; the assistant answers from a graph edge search. League rule: every team brings one
qualified umpire to each match. But the league pays for neutral umpires for the cup from the quarter-finals on, and
Nets' game on Tue 25 March is their cup quarter-final v Cam Comets.

Planted fault (ResponseError, ignored sufficient context): the league rule, the neutral umpires for the cup rounds
from the quarter-finals and the fixture (a cup quarter-final) are all in the facts the model gets; the model goes by
the general rule. Question (Sat 22/3, Becca, asking round for an umpire): "do we have to bring our own umpire on
Tuesday?" -> expected no (it's the cup quarter-final; the league puts neutral umpires on). The assistant says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three facts
are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b72_zep_netball_cup_umpire_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "nailsworth-nets", "nailsworth-nets-captain"
NOTES = [
    "league handbook 2030/31 - every team brings 1 umpire per match, C award min, or it's a £15 fine + the game "
    "can be forfeited. Sian's strict on it",
    "training moved to weds 7-8.30 at Nailsworth school, £4 subs, Jess has the bibs",
    "cup draw done 14/3!! qtr final we've got Cam Comets, tues 25th 8.20 ct 1 at Stratford Pk",
    "Sian's email re the cup - from the qtr finals on the league pays for neutral umps (2 per game, B award), so "
    "teams just turn up + play. semis 8/4 final 22/4",
    "league results wk 8 - we beat Kingshill 31-22!! Amy GS shot 19/21, player of the match",
    "Lou (Cam Comets capt) says they've got 2 county girls back from injury, so that'll be a tough one",
    "court fees £36 a game split between the 2 teams, we owe Feb + March, £54 - Becca to pay by BACS",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Becca")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Becca")])

question = "do we have to bring our own umpire on Tuesday?"
facts = client.graph.search_edges(GRAPH, query="umpire bring each team match cup quarter final tuesday neutral "
                                               "league pays", page_size=8).items
context = ["Today is Sat 22 March 2031. You are talking to Becca, captain of Nailsworth Nets."] + \
          [f.fact for f in facts]
assert any("every team brings 1 umpire" in c for c in context), context
assert any("qtr final we've got Cam Comets, tues 25th" in c for c in context), context
assert any("league pays for neutral umps" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - league rule is every team brings one umpire, C award at least, or "
                                           "it's a £15 fine and you could forfeit the game.")
finish(question, expected="no - cup qtr final, the league's putting neutral umpires on", actual=reply)
