"""Batch 246 (held out). An amateur astronomy society: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the called-off night in its context and says it's on.

App: Halifax Astronomical Society run public observing nights at Ogden Water country park in the winter - members
bring scopes, the public come and look at the Moon, Jupiter, the Orion nebula; if it's more than half cloud at 5pm
the night is called off and goes to the Tuesday after. The society's chat goes into a Zep thread and the helper
answers members' and the public's questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Mark's 2051-01-20T19:00 post - public
night Fri 10th Feb, 7pm in the Ogden Water top car park, if it's more than half cloud at 5 we call it and go to the
Tuesday after; Sue's 6/2 post - she'll bring the 10 inch and flasks, Jupiter's well placed; Mark's Fri 10th Feb
16:55 post - the Met Office has it 90% cloud till 2am, so it's OFF tonight, the Tuesday after instead (14th), same
time same place, pass it on; and Jo's 17:10 post - user: anyone still going up for a look anyway? / Mark: no, the
car park gate's locked at 6 in winter unless we've booked the ranger, and we haven't. Question (Fri 10/2 17:40,
Priya, new member): "is the observing night still on tonight? I've promised my two they can see Jupiter 🪐" ->
expected no - called off for cloud, it's Tue 14th Feb, 7pm, same place. The model says yes, 7pm at the top car
park.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say the night is off and moved to Tue 14th, and the gate's locked tonight, and the model said it was on.
Asserted: the context has the called-off post and the locked gate post, as well as the first plan.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b246_zep_astro_observing_night_on_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "halifax-as", "observing-nights-2051"
POSTS = [
    "2051-01-20T19:00 Mark - PUBLIC OBSERVING NIGHT 🔭 fri 10th feb, 7pm, Ogden Water top car park. if it's more "
    "than half cloud at 5 we call it + go to the tuesday after. red torches only pls, no white lights on the field",
    "6/2 Sue - I'll bring the 10 inch + flasks, Jupiter's well placed all feb, Orion neb for the kids",
    "Fri 10th Feb 16:55 Mark - met office says 90% cloud till 2am 😩 so it's OFF tonight. tuesday after instead "
    "(14th), same time same place. pls pass it on to anyone who's not on here",
    "Fri 10th 17:10 Jo - user: anyone still going up for a look anyway? Mark: no - car park gate's locked at 6 in "
    "winter unless we've booked the ranger, and we haven't",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Halifax AS")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="society chat")])

question = "is the observing night still on tonight? I've promised my two they can see Jupiter 🪐"
context = ["Today is Fri 10 February 2051, 17:40. You are talking to Priya, a new member of Halifax Astronomical "
           "Society."]
for query in ("observing night tonight", "is it called off cloud", "Ogden Water car park"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("fri 10th feb, 7pm, Ogden Water top car park" in c for c in context), context
assert any("so it's OFF tonight. tuesday after instead (14th)" in c for c in context), context
assert any("car park gate's locked at 6" in c for c in context), context
with fault():
    reply = answer(f"(Priya) {question}", context,
                   mock="Yes - 7pm tonight at the Ogden Water top car park. Bring red torches only; Sue's got the 10 "
                        "inch out and Jupiter's well placed.")
finish(question, expected="no - it's called off for cloud; it's Tue 14th Feb instead, 7pm, same place",
       actual=reply)
