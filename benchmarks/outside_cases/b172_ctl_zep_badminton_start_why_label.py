"""Batch 172 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Kingsway Badminton Club's charity doubles tournament for the air ambulance is Sat 16th June 2040 - level and
mixed pairs, a raffle, teas. Jackie (club secretary) and Rob (treasurer) keep the committee chat in a Zep thread; the
club's helper answers players from a graph search of the facts.

Memory: 14/3 Jackie: tourney Sat 16th June, 9.30 start, £10 a pair; 2040-04-20T20:05 Rob: the hall's got a kids'
party in it till half 10 that morning, so they'd not be on court till 11; Weds 9 May Jackie: the party's gone to the
Sunday in the end! but keep the 11 start - half the ladies' team are doing the Race for Life that morning and won't be
back till gone 10, they'd never make a 9.30; 2040-06-04T19:30 Jackie: 18 pairs in, Sheila on teas. Question (Tue 12/6,
Dev, a player): "why are we starting at 11 this time? it's always been half 9" The assistant says because half the
ladies' team are doing the Race for Life that morning and couldn't make a 9.30 - the kids' party that was going to be
in the hall has gone to the Sunday. The label says the hall has a kids' party in it till half 10 - the reason first
given.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b172_ctl_zep_badminton_start_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "kingsway-badminton-2040", "charity-tourney-committee"
POSTS = [
    "14/3 Jackie - charity tourney sat 16th june 🏸 9.30 start, £10 a pair, level + mixed",
    "2040-04-20T20:05 Rob - bit of a snag, hall's got a kids' party in it till half 10 that morning so we'd not be on "
    "court till 11",
    "Weds 9 May Jackie - party's gone to the sunday in the end!! but keep the 11 start - half the ladies' team are doing "
    "the Race for Life that morning + won't be back till gone 10, they'd never make a 9.30",
    "2040-06-04T19:30 Jackie - 18 pairs in, Sheila doing teas + cakes, raffle £1 a strip",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Charity tourney committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Charity tourney committee")])

question = "why are we starting at 11 this time? it's always been half 9"
with turn_span("question Tue 12/6"):
    facts = client.graph.search_edges(GRAPH, query="tournament start time 11 half 9 why", page_size=10).items
    context = ["Today is Tue 12 June 2040. You are talking to Dev, a player in Kingsway Badminton Club's charity "
               "tournament (Sat 16 June)."] + [f.fact for f in facts]
    assert any("9.30 start" in c for c in context), context
    assert any("kids' party in it till half 10" in c for c in context), context
    assert any("Race for Life" in c and "party's gone to the sunday" in c for c in context), context
    reply = answer(question, context, mock="Because half the ladies' team are doing the Race for Life that morning "
                                           "and wouldn't be back in time for a 9.30 start. The kids' party that was "
                                           "going to be in the hall has moved to the Sunday.")
finish(question, expected="the hall has a kids' party in it till half 10", actual=reply)
