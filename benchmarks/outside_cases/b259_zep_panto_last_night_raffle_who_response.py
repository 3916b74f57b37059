"""Batch 259 (held out). A village panto's backstage chats: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the change of who draws the last-night raffle in its facts and
gives the person first booked.

App: the Mytholmroyd Amateur Dramatic Society put on Aladdin at the Methodist hall, Thu 22nd to Sat 24th Jan 2054 -
three evenings and a Saturday matinee, a raffle in every interval, a cast of 20 and the Brownies as the chorus.
Sandra (the producer), Keith (front of house) and Lisa (the raffle) put the backstage chat into one Zep thread;
the helper answers the company's questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sandra's 2053-12-01T20:00 line - the vicar
(Rev Alison) is drawing the raffle every night, she loves it; Keith's 9/1 line - tickets nearly gone for Saturday
night, the matinee has plenty; Lisa's Weds 14th Jan line - Rev Alison's got a funeral up in Keighley on the Sat and
won't be back in time for the evening, so the mayor (Cllr Pat Greenwood) is drawing the last-night raffle, the vicar
still does Thu, Fri and the matinee; Sandra's Sun 18th line - the hamper's in the green room, nobody touch the
chocolates. Question (Fri 23/1, Jordan, the stage hand who carries the tombola on): "who's drawing the raffle
tomorrow night? need to know who I'm walking the drum over to 😂" -> expected the mayor, Cllr Pat Greenwood. The
model says Rev Alison, the vicar.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given name the mayor for Saturday night and say why the vicar can't, and the model gave the vicar. Asserted: the
context has the every-night vicar line and the mayor line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b259_zep_panto_last_night_raffle_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mads-aladdin", "backstage-2054"
POSTS = [
    "2053-12-01T20:00 Sandra - RAFFLE 🎟️ Rev Alison's drawing it every night in the interval, she loves it. Lisa's "
    "selling, £1 a strip",
    "9/1 Keith - tickets nearly gone for sat nite!! matinee's got plenty, tell ur mums",
    "Weds 14th Jan Lisa - Rev Alison's got a funeral up in Keighley on the sat + won't be back for the evening 😕 so "
    "the mayor (Cllr Pat Greenwood) is drawing the last nite raffle, vicar still does thu, fri + the matinee",
    "Sun 18th Sandra - hamper's in the green room, NOBODY touch the chocolates (I've counted them)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "MADS Aladdin")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="backstage")])

question = "who's drawing the raffle tomorrow night? need to know who I'm walking the drum over to 😂"
context = ["Today is Fri 23 January 2054. You are talking to Jordan, a stage hand on the Mytholmroyd ADS panto "
           "(Aladdin, Thu 22 - Sat 24 Jan)."]
for query in ("raffle draw", "who is drawing the raffle saturday", "last night raffle"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Rev Alison's drawing it every night" in c for c in context), context
assert any("the mayor (Cllr Pat Greenwood) is drawing the last nite raffle" in c for c in context), context
with fault():
    reply = answer(f"(Jordan) {question}", context,
                   mock="Rev Alison, the vicar - she's drawing the raffle every night in the interval.")
finish(question, expected="the mayor, Cllr Pat Greenwood - the vicar's at a funeral in Keighley on the Saturday",
       actual=reply)
