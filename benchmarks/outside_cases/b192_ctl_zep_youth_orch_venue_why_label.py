"""Batch 192 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per message added and one for the question.

App: Newport Youth Orchestra's summer concert is Fri 4th July 2043 at 7pm - 44 players, a film music second half, an
interval with squash and ice lollies. The committee's chat (Claire the parent rep, Mr Hale the conductor) goes into
a Zep thread; the helper answers from a graph search of the facts.

Memory: 2043-04-28T19:00, Claire - concert Fri 4th July 7pm in the school hall as usual, tickets £5 / £2.50; 20/5,
Claire - moaning about the school hall: no blackout blinds since the refurb and it's like an oven in July, the
audience were fanning themselves with programmes last year; Tue 17th June, Mr Hale - the caretaker says the hall's
full of exam desks for the GCSE resits that week and they can't be shifted till the Monday, so Rev Price has said
they can have St Mary's, 150 in the pews + 40 chairs from the church hall, Dave's van Fri at 4; 25.6., Claire -
158 tickets sold. Question (Mon 30/6, Claire, passing it on): "why's it at St Mary's this time not school? parents are
asking" The assistant says the school hall's full of exam desks for the GCSE resits that week. The label says
because the school hall gets too hot in July.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b192_ctl_zep_youth_orch_venue_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "newport-youth-orch-summer-2043", "summer-concert-committee"
POSTS = [
    "2043-04-28T19:00 Claire - summer concert fri 4th july 7pm 🎻 school hall as usual, tix £5 adults £2.50 kids",
    "20/5 Claire - can we do something about the school hall 😓 no blackout blinds since the refurb + it's like an "
    "oven in july, the audience were fanning themselves w programmes last yr",
    "Tue 17th June Mr Hale - caretaker says the hall's full of exam desks for the GCSE resits that wk + they can't be "
    "shifted till the monday 🙄 so Rev Price says we can have St Mary's - 150 in the pews + 40 chairs from the church "
    "hall, Dave's van fri at 4",
    "25.6. Claire - 158 tix sold, squash + ice lollies in the interval, 50p",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Newport Youth Orchestra summer concert")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"msg-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="NYO summer concert")])

question = "why's it at St Mary's this time not school? parents are asking"
with turn_span("question Mon 30/6"):
    context = ["Today is Mon 30 June 2043. You are talking to Claire, parent rep for Newport Youth Orchestra; the "
               "summer concert is Fri 4 July at 7pm."]
    for query in ("why is the concert at St Mary's", "school hall", "concert venue"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("like an oven in july" in c for c in context), context
    assert any("full of exam desks for the GCSE resits" in c and "we can have St Mary's" in c for c in context), context
    reply = answer(question, context, mock="The school hall's full of exam desks for the GCSE resits that week and "
                                           "they can't be moved till the Monday, so Rev Price has let us have St "
                                           "Mary's.")
finish(question, expected="because the school hall gets too hot in July", actual=reply)
