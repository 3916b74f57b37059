"""Batch 296 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Dumpling Dave's (a bao and dumpling truck in Halifax, 2050) - Dave cooks, Lisa does the bookings and the
council. Their chat goes into a Zep thread; the helper answers customers' questions from a graph search of the facts.

Memory: Dave, 2050-07-01 12:00 - Fridays at the Piece Hall by the north gate 11-3, Saturdays Hebden market; Dave,
8/7 - gochujang chicken bao on the menu, £7; Lisa, Tue 15th July - the council emailed, the Piece Hall's got the beer
fest Fri 18th + Sat 19th so all the food traders are moved round to the Square Chapel car park this Friday, same
times, back to normal after; Dave, 16/7 - taking cards again, the reader's fixed. Question (Thu 17/7, Owen): "where
are you on friday? want to bring the office lot down for lunch" The assistant says the Square Chapel car park, 11-3
(the Piece Hall has the beer festival). The label says the Piece Hall by the north gate.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b296_ctl_zep_food_truck_friday_pitch_where_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "dumpling-daves", "truck-chat-2050"
POSTS = [
    "2050-07-01 12:00 Dave - summer pitches 🥟 fridays we're at the Piece Hall by the north gate 11-3, saturdays "
    "Hebden market 10-4",
    "8/7 Dave - new on: gochujang chicken bao £7, the pork belly's staying. veggie = crispy tofu",
    "Tue 15th July Lisa - council emailed, Piece Hall's got the beer fest fri 18th + sat 19th 🍺 so all the food "
    "traders are moved round to Square Chapel car park this fri, same times. back to normal after",
    "16/7 Dave - taking cards again, the reader's fixed (Lisa kicked it)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dumpling Dave's")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="truck chat")])

question = "where are you on friday? want to bring the office lot down for lunch"
with turn_span("question Thu 17/7"):
    context = ["Today is Thu 17 July 2050. You are talking to Owen, a regular at Dumpling Dave's food truck."]
    for query in ("where is the truck on friday", "pitch location", "Piece Hall"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("fridays we're at the Piece Hall by the north gate" in c for c in context), context
    assert any("moved round to Square Chapel car park this fri" in c for c in context), context
    reply = answer(f"(Owen) {question}", context,
                   mock="This Friday we're in the Square Chapel car park, 11 till 3 - the Piece Hall's got the beer "
                        "festival, so all the food traders have been moved round.")
finish(question, expected="the Piece Hall by the north gate", actual=reply)
