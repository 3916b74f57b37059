"""Batch 197 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per message posted and one for the question.

App: Chelmarsh village hall's quiz and chips night is Fri 13th Nov 2043 - teams of up to 6, £10 a head with cod and
chips, Rob as quizmaster. The committee's chat (Sandra, who's organising, and Rob) goes into a Zep thread; the helper
answers from a graph search of the facts.

Memory: Sandra, 2043-09-29T20:10 - chips from the Golden Fry in the village as usual, Sandeep does them cod and
chips for £6; Sandra, 14/10 - the Golden Fry's up to £7.50 a cod now, still cheaper than anywhere in Bridgnorth
mind; Rob, Tue 27th Oct - 8 teams so far; Sandra, 2043-11-02T18:30 - Sandeep's shut the whole week of the 9th, he's
off to his nephew's wedding in Leicester, so she's rung the Codfather in Bridgnorth, £8 a cod but they'll deliver for
half 8. Question (Weds 11/11, Pete, on the hall committee): "why are we getting the chips from Bridgnorth this time?
the Golden Fry's just down the road" The assistant says the Golden Fry's shut that week - Sandeep's at his nephew's
wedding. The label says because the Golden Fry put its prices up.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b197_ctl_zep_quiz_chips_bridgnorth_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "chelmarsh-village-hall-2043", "quiz-chips-nov"
POSTS = [
    ("Sandra", "2043-09-29T20:10 Sandra - QUIZ + CHIPS fri 13th nov 🐟 chips from the Golden Fry in the village as "
               "usual, Sandeep does us cod + chips for £6"),
    ("Sandra", "14/10 Sandra - Golden Fry's up to £7.50 a cod now 😬 still cheaper than anywhere in Bridgnorth mind"),
    ("Rob", "Tue 27th Oct Rob - 8 teams so far, max 6 a team, £10 a head inc chips. I've done 7 rounds + the pictures"),
    ("Sandra", "2043-11-02T18:30 Sandra - Sandeep's shut the whole wk of the 9th, he's off to his nephew's wedding in "
               "Leicester 💒 so I've rung the Codfather in Bridgnorth, £8 a cod but they'll deliver for half 8"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Chelmarsh quiz and chips")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "why are we getting the chips from Bridgnorth this time? the Golden Fry's just down the road"
with turn_span("question Weds 11/11"):
    context = ["Today is Weds 11 Nov 2043. You are talking to Pete, on Chelmarsh village hall committee; the quiz and "
               "chips night is Fri 13 Nov."]
    for query in ("why chips from Bridgnorth", "Golden Fry chips", "Codfather Bridgnorth"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("Golden Fry's up to £7.50 a cod now" in c for c in context), context
    assert any("Sandeep's shut the whole wk of the 9th" in c and "Codfather in Bridgnorth" in c for c in context), \
        context
    reply = answer(question, context, mock="Because the Golden Fry's shut that week - Sandeep's away at his nephew's "
                                           "wedding in Leicester - so Sandra's booked the Codfather in Bridgnorth, "
                                           "who'll deliver for half 8.")
finish(question, expected="because the Golden Fry put its prices up", actual=reply)
