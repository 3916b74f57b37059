"""Batch 234 (held out). A male voice choir's tour weekend: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the earlier Sunday coach time in its facts and gives that one.

App: Sowerby Bridge Male Voice Choir go on tour to the Lakes Fri 24th - Sun 26th June 2050 - a coach from the
Railway pub, two nights at the Skiddaw Hotel in Keswick, concerts on the Friday at St John's, Keswick and the
Saturday in Cockermouth, singing at the Sunday morning service at Crosthwaite church, then home. Ray (the tour
secretary) and Dennis (the musical director) put the tour chat into a Zep thread; the helper answers from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ray's 2050-03-09T19:45 post - Sunday, the
coach to Crosthwaite at 10 for the 11 o'clock service; and Dennis's Tue 7th Jun post - Crosthwaite have moved their
service to 10.30 for the summer, they want us warmed up in the church for 9.45, so the coach leaves the hotel at
9.15 on the Sunday, bags on first as we go straight home after. Question (Weds 22/6, Frank, 2nd tenor): "what time
do we need to be on the coach on the sunday morning? I'll set an alarm, I'm useless" -> expected 9.15 (bags on
first). The model says 10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the first plan and Dennis's post moving the service and the coach to 9.15, and the model gave the
time the later post replaced. Asserted: the context has the coach at 10 and Dennis's 9.15 post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b234_zep_choir_tour_sunday_coach_time_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-br-mvc", "lakes-tour-2050"
POSTS = [
    "2050-03-09T19:45 Ray - LAKES TOUR 🎶 fri 24th - sun 26th june. coach from the Railway 9am fri, Skiddaw Hotel "
    "Keswick 2 nites (dinner + brekkie), concerts fri 7.30 St John's Keswick + sat 7.30 Cockermouth. sun - coach to "
    "Crosthwaite at 10 for the 11 o'clock service, then home",
    "2/4 Ray - £165 all in, £50 deposit to me by the end of april. wives + partners welcome, same price",
    "16th may Dennis - music for the service: Gwahoddiad, Morte Christe + Deus Salutis. black folders only",
    "Tue 7th Jun Dennis - Crosthwaite have moved to 10.30 for the summer so they want us warmed up in the church for "
    "9.45 - coach leaves the hotel 9.15 sun then, bags on first, we go straight home after",
    "Mon 20th Ray - rooming list's done, mostly twins, Frank + Albert together again 😂. blazers + ties for both "
    "concerts",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby Bridge MVC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="tour chat")])

question = "what time do we need to be on the coach on the sunday morning? I'll set an alarm, I'm useless"
context = ["Today is Weds 22 June 2050. You are talking to Frank, a 2nd tenor in Sowerby Bridge MVC (Lakes tour "
           "Fri 24 - Sun 26 June)."]
for query in ("coach sunday morning", "Crosthwaite service time", "leave the hotel sunday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("coach to Crosthwaite at 10 for the 11 o'clock service" in c for c in context), context
assert any("coach leaves the hotel 9.15 sun" in c and "moved to 10.30" in c for c in context), context
with fault():
    reply = answer(f"(Frank) {question}", context,
                   mock="10 o'clock - the coach takes you to Crosthwaite at 10 for the 11 o'clock service.")
finish(question, expected="9.15 - Crosthwaite moved the service to 10.30, so the coach leaves the hotel at 9.15, bags "
                          "on first", actual=reply)
