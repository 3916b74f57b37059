"""Batch 290 (held out). A model railway club's exhibition: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the moved set-up in its facts and gives the old one.

App: Holme Valley Model Railway Club hold their exhibition on Sat 12th and Sun 13th Nov 2050 in the sports hall at
Honley High School - eleven layouts including the club's own Brockholes Viaduct, trade stands in the dining hall,
a raffle. Graham (the exhibition manager) and Pat (the secretary) post in the club chat, which goes into a Zep
thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Graham's 2050-09-28T20:30 post - set up
Fri 11th from 6pm, doors 10-5 Saturday and 10-4 Sunday; Graham's 14/10 post - eleven layouts confirmed; Pat's Weds
2nd Nov post - bad news, the school's got a parents' evening on Friday the 11th so we can't get in till Saturday,
the caretaker's opening up at 6.30am, so set up is Saturday 6.30 to 9.30, doors still at 10, all hands please; and
Graham's Sun 6/11 post - the raffle prizes. Question (Mon 7/11, Stuart): "when are we setting up for the show? need
to ask for time off work" -> expected Saturday 12th from 6.30am (the school has a parents' evening on the Friday).
The model says Friday 11th from 6pm.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the Friday set-up and Pat's post moving it to Saturday 6.30am because of the parents' evening, and the
model gave the Friday. Asserted: the context has both set-up facts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b290_zep_model_railway_setup_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "holme-valley-mrc", "exhibition-2050"
POSTS = [
    "2050-09-28T20:30 Graham - EXHIBITION 🚂 sat 12th + sun 13th nov at Honley High sports hall. set up fri 11th from "
    "6pm, doors 10-5 sat, 10-4 sun. £5 adults kids free",
    "14/10 Graham - 11 layouts confirmed incl our Brockholes Viaduct, trade stands in the dining hall, Hattons are "
    "coming",
    "Weds 2nd Nov Pat - bad news lads 😩 school's got a parents evening fri 11th so we can't get in till sat, "
    "caretaker's opening up at 6.30am. so set up is sat 6.30-9.30, doors still 10. all hands pls, bring a flask",
    "Sun 6/11 Graham - raffle prizes in: a Bachmann loco (!!) + a Hornby starter set, tickets £1 a strip",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Holme Valley MRC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "when are we setting up for the show? need to ask for time off work"
context = ["Today is Mon 7 November 2050. You are talking to Stuart, a member of Holme Valley Model Railway Club "
           "(exhibition Sat 12 - Sun 13 Nov)."]
for query in ("setting up for the exhibition", "set up time", "when can we get into the school"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("set up fri 11th from 6pm" in c for c in context), context
assert any("parents evening fri 11th" in c and "set up is sat 6.30-9.30" in c for c in context), context
with fault():
    reply = answer(f"(Stuart) {question}", context,
                   mock="Friday 11th from 6pm at Honley High - so you'd need to get off work a bit early that day. "
                        "Doors open 10 on the Saturday.")
finish(question, expected="Saturday 12th from 6.30am - the school's got a parents' evening on the Friday", actual=reply)
