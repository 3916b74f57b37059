"""Batch 183 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per message added and one for the question.

App: Ironbridge Singers' spring concert is Sat 18th April 2043 at St Luke's, Ironbridge - 200 tickets at £8, risers
in front of the altar, a raffle. The committee's chat (Trish the treasurer, Sheila, Gary, who does the risers) goes
into a Zep thread; the helper answers from a graph search of the facts.

Memory: Trish, 3/4: tickets - 60 left, all in the tin at hers, anyone who can sell some come and grab a few; Sheila,
Weds 8 Apr: took 25 out of the tin at Trish's for the WI last night and they had the lot, cash in an envelope in her
bag; Trish, 2043-04-09T09:30: the programmes are back from the printers, 200, Dave's folding them; Gary, Sat 11th:
risers - 3 rows fit in front of the altar if the front 2 pews come out, the vicar's ok'd it, the church's open 8.30-5
on the Saturday for setting up. Question (Sun 12/4, Trish): "how many tickets have we still got to sell? doing a
'last few left' post for fb" The assistant says 35 - the 60 in the tin less the 25 Sheila sold at the WI. The label
says 60.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b183_ctl_zep_choir_tickets_left_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ironbridge-singers-spring-2043", "concert-committee-chat"
POSTS = [
    "3/4 Trish - tickets: 60 left 🎟️ all in the tin at mine, anyone who can sell some come + grab a few",
    "Weds 8 Apr Sheila - took 25 out of the tin at Trish's for the WI last night + they had the lot 🙌 cash in an "
    "envelope in my bag",
    "2043-04-09T09:30 Trish - programmes back from the printers, 200, Dave's folding them",
    "Sat 11th Gary - risers: 3 rows fit in front of the altar if the front 2 pews come out, vicar's ok'd it. church "
    "open 8.30-5 on the sat for setting up",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ironbridge Singers committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"message-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Ironbridge Singers committee")])

question = "how many tickets have we still got to sell? doing a 'last few left' post for fb"
with turn_span("question Sun 12/4"):
    context = ["Today is Sun 12 April 2043. You are talking to Trish, the treasurer of Ironbridge Singers; the spring "
               "concert is Sat 18 April at St Luke's."]
    for query in (question, "tickets left to sell", "sold some out of the tin"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("60 left" in c for c in context), context
    assert any("took 25 out of the tin" in c and "they had the lot" in c for c in context), context
    reply = answer(question, context, mock="35 - there were 60 in the tin and Sheila sold 25 of them at the WI.")
finish(question, expected="60", actual=reply)
