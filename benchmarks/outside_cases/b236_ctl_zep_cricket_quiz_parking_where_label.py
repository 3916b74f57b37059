"""Batch 236 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Booth Cricket Club hold their quiz night on Fri 25th Nov 2050 in the pavilion - teams of six, a curry, a
raffle, the bar open till late. Steve (the club secretary) and Trev (the groundsman) put the club chat into a Zep
thread; the helper answers members' questions from a graph search of the facts.

Memory: Steve, 2050-10-24T19:30 - quiz night Fri 25th Nov in the pavilion, 7.30 for 8, £20 a team, park on the
field behind the sightscreen as usual, it'll be dark so bring a torch; Steve, 8/11 - curry from the Balti House,
order on the sheet; Trev, Weds 16th Nov - he's just put the new seed down on the outfield and doesn't want a single
tyre on it till spring, Mr Hirst at the school's said we can use their car park over the road, gates open from 7;
Steve, Mon 21st - 12 teams in, raffle tickets on the door. Question (Tue 22/11, Priya, driving her team): "where do we
park for the quiz on fri? I've got 4 in the car" The assistant says the school car park over the road (gates from 7)
- the outfield's been seeded. The label says on the field behind the sightscreen.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b236_ctl_zep_cricket_quiz_parking_where_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "booth-cc", "quiz-night-2050"
POSTS = [
    "2050-10-24T19:30 Steve - QUIZ NITE 🏏 fri 25th nov in the pavilion, 7.30 for 8, £20 a team (6 max). park on the "
    "field behind the sightscreen as usual, it'll be dark so bring a torch",
    "8/11 Steve - curry from the Balti House at the break, chicken or veg, orders on the sheet in the bar by weds",
    "Weds 16th Nov Trev - just put the new seed down on the outfield 🌱 I don't want a single tyre on it till spring "
    "pls lads. Mr Hirst at the school's said we can use their car park over the road, gates open from 7",
    "Mon 21st Steve - 12 teams in!! raffle tickets on the door, £1 a strip",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Booth CC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "where do we park for the quiz on fri? I've got 4 in the car"
context = ["Today is Tue 22 November 2050. You are talking to Priya, who's driving her team to Booth Cricket Club's "
           "quiz night (Fri 25 Nov)."]
for query in ("parking for the quiz", "car park", "where to park on the field"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("park on the field behind the sightscreen" in c for c in context), context
assert any("I don't want a single tyre on it" in c and "their car park over the road" in c for c in context), context
reply = answer(f"(Priya) {question}", context,
               mock="At the school car park over the road - Mr Hirst's letting the club use it, gates open from 7. "
                    "Not on the field this time: Trev's just seeded the outfield.")
finish(question, expected="on the field behind the sightscreen", actual=reply)
