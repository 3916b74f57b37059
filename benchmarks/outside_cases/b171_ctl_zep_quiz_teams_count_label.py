"""Batch 171 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Little Fenton Village Hall's quiz night is Sat 19th November 2039, 7.30 for 8 - teams of up to 6, eight rounds
and a picture round. Jan (hall treasurer, taking the bookings), Colin (quizmaster) and Brenda (food) keep their chat
in a Zep thread; the hall's helper answers from a graph search of the facts.

Memory: 2039-10-20 Jan: 12 teams booked so far, 14 tables out to be safe; Tue 1st Nov Colin: the Fox's lot have
pulled out - the landlord's got a 50th on that night and they're all working it; 8/11 Jan: St Anne's PTA want in, 2
teams of mums, paid already; 2039-11-14T18:30 Brenda: ploughman's numbers in to Hilltop. Question (Thu 17/11, Colin,
printing the answer sheets): "how many teams have we got now? printing the answer sheets tonight" The assistant says
13 - the 12 booked, less the Fox's team, plus St Anne's two. The label says 12 - the count Jan first gave.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b171_ctl_zep_quiz_teams_count_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "fenton-hall-quiz-night-2039", "quiz-night-committee"
POSTS = [
    "2039-10-20 Jan - 12 teams booked so far!! 14 tables out to be safe 🧠",
    "Tue 1st Nov Colin - the Fox's lot have pulled out, landlord's got a 50th on that night and they're all working "
    "it 😕",
    "8/11 Jan - St Anne's PTA want in, 2 teams of mums, paid already 💷",
    "2039-11-14T18:30 Brenda - ploughman's numbers in to Hilltop, collecting sat 2pm",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Quiz night committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Quiz night committee")])

question = "how many teams have we got now? printing the answer sheets tonight"
with turn_span("question Thu 17/11"):
    facts = client.graph.search_edges(GRAPH, query="teams booked pulled out want in", page_size=10).items
    context = ["Today is Thu 17 November 2039. You are talking to Colin, the quizmaster for Little Fenton Village "
               "Hall's quiz night (Sat 19 November)."] + [f.fact for f in facts]
    assert any("12 teams booked so far" in c for c in context), context
    assert any("the Fox's lot have pulled out" in c for c in context), context
    assert any("St Anne's PTA want in, 2 teams" in c for c in context), context
    reply = answer(question, context, mock="13 - the 12 booked, less the Fox's team who've pulled out, plus St Anne's "
                                           "two teams of mums.")
finish(question, expected="12", actual=reply)
