"""Batch 219 (held out). A swimming club's Christmas party: Zep facts (sync client, offline stand-in), one root span
per post and one for the question; the answer call has the gala's clash in its facts and gives the end of term as
the reason instead.

App: Ross Dolphins (a swimming club) hold their Christmas party at Ross pool - pool games with the big inflatable,
Santa on the lifeguard chair, pizza poolside after. The committee's WhatsApp group goes into a Zep thread; the
helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kim's 2048-09-24T20:00 post (the party on
Sat 19th Dec as usual, 5-8); her Weds 21 Oct post - the leisure centre have the county masters gala on Sat 19th,
the pool's booked all day, so they've had to go Fri 18th, 5-8, same plan; Jo's reply - Fri 18th is the last day of
term too, so the kids will be high as kites, she'll do extra squash; Mr Price doing Santa again; and the pizza.
Question (Tue 8/12, a parent whose mum is asking): "why's the party on the friday this yr? my mum thought it was
always a sat" -> expected the leisure centre has the county masters gala on Sat 19th (the pool's booked all day).
The model says it's because the 18th is the last day of term.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given hold the gala clash as the reason for the move and Jo's end-of-term aside as just an aside, and it answered
with the aside. Asserted: the context has the gala post and Jo's end-of-term post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b219_zep_swim_party_friday_why_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ross-dolphins-sc", "xmas-party-2048"
POSTS = [
    "2048-09-24T20:00 Kim - XMAS PARTY 🎅 sat 19th dec as usual, Ross pool 5-8. pool games + the big inflatable, "
    "then pizza poolside",
    "Kim - Mr Price doing santa again, his sleigh is the lifeguard chair lol. selection boxes from the club",
    "Weds 21 Oct Kim - leisure centre have the county masters gala on sat 19th, pool's booked all day 😩 so we've "
    "had to go fri 18th, 5-8, same plan",
    "Jo - fri 18th is the last day of term too so the kids'll be high as kites 😂 I'll do extra squash",
    "Tue 27th Oct Kim - food: pizza from Tony's, £4 a head, order by the 11th, veggie + gluten free available",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ross Dolphins")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="committee whatsapp")])

question = "why's the party on the friday this yr? my mum thought it was always a sat"
with turn_span("question Tue 8/12"):
    context = ["Today is Tue 8 Dec 2048. You are talking to a parent at Ross Dolphins swimming club."]
    for query in ("party date friday", "xmas party saturday", "why moved to friday", "last day of term"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("county masters gala on sat 19th" in c for c in context), context
    assert any("last day of term too" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Because Friday the 18th is the last day of term, so it's a treat to "
                                               "start the holidays - 5 till 8 at Ross pool.")
finish(question, expected="the leisure centre has the county masters gala on Sat 19th, so the pool's booked all day",
       actual=reply)
