"""Batch 186 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (each call its own trace).

App: Ironbridge Brass's summer concert is Sun 12th July 2043 at 3 - meant for the bandstand in Dale End park, with 80
chairs from the church hall for the audience, programmes £2 with a raffle ticket, the raffle at the half. The band's
chat (the secretary, Mike the MD, Sandra who does the raffle) goes into a Zep thread; the helper answers from a graph
search of the facts.

Memory: 2043-05-12T20:00, the secretary - Sun 12th July, 3pm on the bandstand in Dale End park, 80 chairs from the
church hall, programmes £2 including a raffle ticket; Weds 3 Jun, Mike - the forecast for the 12th already looks grim,
the vicar says they can have St Luke's if it's wet; Tue 23rd June, the secretary - the forecast's come right now, but
the council have roped the bandstand off, two of the steps are rotten and they won't let anyone on it till it's been
looked at, so St Luke's it is either way, the vicar's fine with it, 3pm the same; 1.7., Sandra - the raffle prizes.
Question (Thu 9/7, Tom, a new cornet): "why are we in St Luke's not the bandstand? my mum's asking, she was looking
forward to the park" The assistant says the council have roped the bandstand off - two of the steps are rotten - so
it's St Luke's whatever the weather. The label says because the forecast's bad.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b186_ctl_zep_brass_band_venue_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ironbridge-brass-summer-2043", "summer-concert-chat"
POSTS = [
    "2043-05-12T20:00 sec - summer concert sun 12th july 3pm on the bandstand in Dale End park ☀️ 80 chairs from the "
    "church hall for the audience, programmes £2 incl a raffle ticket",
    "Weds 3 Jun Mike - forecast for the 12th looks grim already lol 🌧️ vicar says we can have St Luke's if it's wet",
    "Tue 23rd June sec - forecast's come right now 😎 but the council have roped the bandstand off, 2 of the steps are "
    "rotten + they won't have anyone on it till it's been looked at. so St Luke's it is either way, vicar's fine w it, "
    "3pm same",
    "1.7. Sandra - raffle prizes so far: meat hamper from Bennetts, bottle of gin, a cake from me, 2 tickets for the "
    "Blists Hill xmas night",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ironbridge Brass summer concert")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Ironbridge Brass summer concert")])

question = "why are we in St Luke's not the bandstand? my mum's asking, she was looking forward to the park"
context = ["Today is Thu 9 July 2043. You are talking to Tom, a new cornet player in Ironbridge Brass; the summer "
           "concert is Sun 12 July at 3."]
for query in ("why is the concert in St Luke's", "the bandstand", "weather forecast for the concert"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("forecast for the 12th looks grim" in c for c in context), context
assert any("roped the bandstand off" in c for c in context), context
reply = answer(question, context, mock="The council have roped the bandstand off - two of the steps are rotten - so "
                                       "it's St Luke's whatever the weather. The forecast's actually fine now.")
finish(question, expected="because the forecast's bad", actual=reply)
