"""Batch 335 (held out). A brass band's engagements diary: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the gala's hot-weather uniform in its context and gives the full
uniform from the first booking.

App: Slaithwaite Mills Band's engagements go into a Zep thread from the band chat - Carol (the secretary) and Dean
(the bandmaster) post the bookings, the march cards, the coach; the helper answers players from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Carol's 2051-05-30T20:30 post - Marsden gala
Sat 8th July, march through the village at 1 then the field till 4, full uniform, jackets, caps, white gloves for the
march; Dean's 20/6 post - the march card order; Carol's Weds 5th July post - the forecast's 28 for Saturday so the
committee says shirt sleeves, band polos and black trousers, NO jackets, caps still on for the march, gloves if you
want; Dean's Thu 6th post - the coach from the bandroom at 12.15. Question (Fri 7/7, Ellie, new on 3rd cornet): "what
do I wear for the gala tomorrow? first one with the band 😬" -> expected the band polo and black trousers, cap on for
the march, no jacket (gloves optional). The model says full uniform - jacket, cap and white gloves.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the committee's shirt-sleeves order next to the first booking's full uniform, and the model gave the full
uniform. Asserted: the context has both the full-uniform post and the shirt-sleeves post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b335_zep_brass_band_gala_uniform_what_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "slaithwaite-mills-band", "engagements-2051"
POSTS = [
    "2051-05-30T20:30 Carol - MARSDEN GALA 🎺 sat 8th july, march thru the village 1pm then on the field till 4. full "
    "uniform - jackets, caps, white gloves for the march. lyres + march cards",
    "20/6 Dean - march card order for the gala: Ravenswood, Knight Templar, then Slaidburn on the field. learn the "
    "first strain of Ravenswood pls 3rd cornets",
    "Weds 5th July Carol - forecast's 28 for sat 🥵 committee says shirt sleeves - band polos + black trousers, NO "
    "jackets. caps still on for the march, gloves if u want. water bottles!!",
    "Thu 6th Dean - coach from the bandroom 12.15 sharp, don't be late, we're not waiting this time 😤",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Slaithwaite Mills Band")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="band chat")])

question = "what do I wear for the gala tomorrow? first one with the band 😬"
context = ["Today is Fri 7 July 2051. You are talking to Ellie, who's just joined Slaithwaite Mills Band on 3rd cornet "
           "(Marsden gala Sat 8 July)."]
for query in ("gala uniform", "what to wear for the gala", "jackets caps gloves"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("full uniform - jackets, caps, white gloves" in c for c in context), context
assert any("shirt sleeves - band polos + black trousers, NO jackets" in c for c in context), context
with fault():
    reply = answer(f"(Ellie) {question}", context,
                   mock="Full uniform - band jacket, cap and white gloves for the march through the village, with your "
                        "lyre and march cards.")
finish(question, expected="band polo and black trousers with your cap for the march - no jacket (it's forecast 28), "
                          "gloves optional", actual=reply)
