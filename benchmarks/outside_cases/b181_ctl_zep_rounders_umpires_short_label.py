"""Batch 181 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per message added and one for the question.

App: the Wrekin Ladies' Rounders League finals night is Weds 24th June 2043 at Bowring Park - a game on each pitch,
an umpire on each. The league's group chat (Jackie, the league secretary; Ravi, a club coach; Keith, the park's
groundsman) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: Jackie, 1/6: finals night, 4 pitches, an ump on each - got Bev and Alan so far, 2 to find; Ravi, Thurs 11th:
his Priya's passed her level 1 umpiring, she'll do finals night if wanted; Keith, Mon 15/6: pitch 3's under water
again, the drains, not worth marking it out for Weds - they'll have to manage with 3 pitches, the play-off can go
after the plate on 2; Jackie, 2043-06-16T19:30: yes please Ravi, Priya can ump on pitch 2, and teas are Kath and Linda.
Question (Thurs 18/6, Sandra from the league committee): "how many more umps are we short for weds? I can ask round
at Shifnal" The assistant says none - it's 3 pitches, and Bev, Alan and Priya cover them. The label says 2, from
Jackie's 1/6 message.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b181_ctl_zep_rounders_umpires_short_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "wrekin-rounders-league-2043", "finals-night-chat"
POSTS = [
    "1/6 Jackie - finals night weds 24th june, 4 pitches, need an ump on each 🏏 got Bev + Alan so far, 2 to find",
    "Thurs 11th Ravi - my Priya's passed her level 1 umpiring 🎉 she'll do finals night if you want her",
    "Mon 15/6 Keith (groundsman) - pitch 3's under water again, the drains 🌧️ not worth marking it out for weds, "
    "you'll have to manage w 3 pitches. play-off can go on 2 after the plate",
    "2043-06-16T19:30 Jackie - yes pls Ravi, Priya can ump on pitch 2 👍 teas Kath + Linda from the pavilion hatch",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wrekin Ladies' Rounders League")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"message-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Wrekin Ladies' Rounders League")])

question = "how many more umps are we short for weds? I can ask round at Shifnal"
with turn_span("question Thurs 18/6"):
    context = ["Today is Thurs 18 June 2043. You are talking to Sandra from the Wrekin Ladies' Rounders League "
               "committee; finals night is Weds 24 June at Bowring Park."]
    for query in ("umpires for finals night", "how many pitches on weds", "who can ump"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("got Bev + Alan so far, 2 to find" in c for c in context), context
    assert any("manage w 3 pitches" in c for c in context), context
    assert any("Priya can ump on pitch 2" in c for c in context), context
    reply = answer(question, context, mock="None - it's only 3 pitches now with pitch 3 flooded, and Bev, Alan and "
                                           "Priya cover them.")
finish(question, expected="2", actual=reply)
