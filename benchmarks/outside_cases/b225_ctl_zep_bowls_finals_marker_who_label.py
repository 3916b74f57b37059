"""Batch 225 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per committee post and one for the question.

App: Montgomery Bowling Club's finals day is Sat 9th September 2051 - men's and ladies' singles, pairs, the 2 wood,
a marker for each final, a buffet at 1, the president's cup at the end. Pam (the match secretary) puts the
committee's posts into a Zep thread; the helper answers from a graph search of the facts.

Memory: 2051-08-14T19:30 Pam - finals day Sat 9th Sept, markers: Dot for the ladies' singles final, Bill the men's,
Ted the 2 wood; Tue 22nd Aug Pam - Joan's had to scratch from the ladies' semi with her knee, so Dot's only gone and
got a walkover into the final herself, she can't very well mark her own final, so Reg has said he'll do it, first
time he's marked since they made him president; 29.8. Pam - buffet at 1, squash on the bank. Question (Weds 6/9,
Bill): "who's marking the ladies' singles final sat?" The assistant says Reg, the club president (Dot's playing in
it). The label says Dot (the marker Pam first put down, who's now in the final).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b225_ctl_zep_bowls_finals_marker_who_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "montgomery-bowls", "finals-day-2051"
POSTS = [
    "2051-08-14T19:30 Pam - FINALS DAY sat 9th sept 🎳 markers: Dot for the ladies' singles final, Bill the men's, Ted "
    "the 2 wood. whites pls, club ties for the men",
    "Tue 22nd Aug Pam - Joan's had to scratch from the ladies' semi w/ her knee so Dot's only gone + got a walkover "
    "into the final herself 😂 she can't very well mark her own final can she. Reg said he'll do it, 1st time he's "
    "marked since we made him president",
    "29.8. Pam - buffet at 1 in the pavilion, £7, squash + water on the bank, sun cream!!",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Montgomery Bowling Club")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="finals committee")])

question = "who's marking the ladies' singles final sat?"
with turn_span("question Weds 6/9"):
    context = ["Today is Wed 6 September 2051. You are talking to Bill, a marker at Montgomery Bowling Club's finals "
               "day (Sat 9 September)."]
    for query in ("who is marking the ladies singles final", "markers finals day", "ladies singles final"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("markers: Dot for the ladies' singles final" in c for c in context), context
    assert any("Reg said he'll do it" in c for c in context), context
    reply = answer(f"(Bill) {question}", context, mock="Reg, the club president - Dot was down to mark it but she's "
                                                       "playing in the final herself now Joan's scratched.")
finish(question, expected="Dot", actual=reply)
