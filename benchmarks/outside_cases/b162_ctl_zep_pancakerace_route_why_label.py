"""Batch 162 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: the Brigg Bridge pancake race organisers (Gail, the organiser; Ken, the Rotary) keep their chat in a Zep thread;
the race's helper answers runners from a graph search of the facts. The race is on Shrove Tuesday, Tue 9th March
2038, normally down the high street from the Bull to the church gate.

Memory: 3/2 Gail: the council were dragging their feet on the road closure but it came through today, high st shut
11-1 on the 9th; Tue 16th Ken: route's the usual, the Bull to the church gate down the high st, 380 yds; 22.2. Gail:
Cadent are digging up the high st outside Boots for a new gas main, there till April, barriers everywhere, so we're
going round the market place, 4 sides, about 300 yds, Rotary tent at the Buttercross; 2038-03-01T20:00 Ken: 60
entries so far, kids' heats rammed. Question (Mon 8/3, Sandra): "why's it not down the high st this yr? my nan ran it
that way in 1970 lol" The assistant says Cadent are digging up the high street outside Boots for a gas main until
April, so it's round the market place. The label says the council wouldn't close the road - the worry from early
February that was sorted the same day it was raised.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b162_ctl_zep_pancakerace_route_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "brigg-bridge-pancake-race-2038", "pancake-race-organisers"
POSTS = [
    "3/2 Gail - council were dragging their feet on the road closure but it came thru today!! high st shut 11-1 on "
    "the 9th",
    "Tue 16th Ken - route's the usual, the Bull to the church gate down the high st, 380 yds",
    "22.2. Gail - Cadent are digging up the high st outside Boots for a new gas main, there till april, barriers "
    "everywhere. so we're going round the market place, 4 sides, about 300 yds. Rotary tent at the Buttercross",
    "2038-03-01T20:00 Ken - 60 entries so far, kids heats rammed. need 2 more marshals for the corners",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pancake race organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Pancake race organisers")])

question = "why's it not down the high st this yr? my nan ran it that way in 1970 lol"
with turn_span("question Mon 8/3"):
    facts = client.graph.search_edges(GRAPH, query="route high st road closure market place", page_size=10).items
    context = ["Today is Mon 8 March 2038. You are talking to Sandra, who is running in the Brigg Bridge pancake race "
               "on Tue 9 March."] + [f.fact for f in facts]
    assert any("dragging their feet on the road closure" in c for c in context), context
    assert any("Cadent are digging up the high st" in c for c in context), context
    reply = answer(question, context, mock="Cadent are digging up the high street outside Boots for a new gas main "
                                           "until April, so this year it's round the market place instead - about "
                                           "300 yards.")
finish(question, expected="the council wouldn't close the road", actual=reply)
