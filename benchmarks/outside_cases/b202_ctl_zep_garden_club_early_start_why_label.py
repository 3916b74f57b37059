"""Batch 202 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post added and one for the question.

App: Bayston Hill Garden Club's summer outing is Thu 6th July 2045 to Hidcote - a Lakeside coach from the green,
entry and a cream tea at Kiftsgate across the lane, £38 all in. The club's chat (Pam, the outings secretary, and
members) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: Pam, 2045-05-09T19:30 - summer outing Thu 6th July to Hidcote, coach from the green 7.30ish (sorry!), back
about 7, £38; Derek - 7.30's a bit keen Pam? last year we went at 9; Pam - I know, Hidcote only had a 10am slot left
for groups on a Thursday in July and it's two and a half hours down, Bryan (the driver) says leave at 7.30 to be
safe; Pam, Tue 16th May - Bryan says the M5's got roadworks round junction 5 all summer but it won't make any odds
to us, he'll cut across through Bromsgrove. Question (Mon 3/7, Joyce, a member): "why are we leaving so early thurs?
we went at 9 last year" The assistant says Hidcote's only group slot left was 10am and it's two and a half hours'
drive. The label says because of the roadworks on the M5.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b202_ctl_zep_garden_club_early_start_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "bayston-hill-garden-club-2045", "summer-outing-2045"
POSTS = [
    "2045-05-09T19:30 Pam - SUMMER OUTING thurs 6th july to Hidcote 🌹 coach from the green 7.30ish (sorry!!), back "
    "about 7. £38 inc entry + cream tea at Kiftsgate across the lane",
    "Derek - 7.30's a bit keen Pam? last yr we went at 9",
    "Pam - I know 😅 Hidcote only had a 10am slot left for groups on a thurs in july + it's 2 and a half hrs down, "
    "Bryan says leave at 7.30 to be safe",
    "Tue 16th May Pam - Bryan says the M5's got roadworks round junction 5 all summer but it won't make any odds to "
    "us, he'll cut across through Bromsgrove",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bayston Hill Garden Club summer outing")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Bayston Hill Garden Club")])

question = "why are we leaving so early thurs? we went at 9 last year"
with turn_span("question Mon 3/7"):
    context = ["Today is Mon 3 July 2045. You are talking to Joyce, a member of Bayston Hill Garden Club; the summer "
               "outing to Hidcote is Thu 6 July."]
    for query in ("why is the coach leaving at 7.30", "outing coach departure time", "roadworks journey Hidcote"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("Hidcote only had a 10am slot left for groups" in c for c in context), context
    assert any("M5's got roadworks" in c and "won't make any odds" in c for c in context), context
    reply = answer(question, context, mock="Hidcote only had a 10am group slot left on a Thursday in July, and it's "
                                           "two and a half hours' drive - so Bryan wants to leave at 7.30 to be "
                                           "safe.")
finish(question, expected="because of the roadworks on the M5", actual=reply)
