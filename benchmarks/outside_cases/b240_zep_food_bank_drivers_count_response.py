"""Batch 240 (held out). A food bank's weekly collections: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has every change to the drivers list in its context and counts the
first list.

App: Brighouse Food Bank pick up from three supermarkets and two churches every Saturday - drivers with their own
cars or the van, a rota, the back room at the Methodist hall. Sharon (the coordinator) and the drivers post in the
volunteers' chat, which goes into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sharon's 2050-09-26T18:00 post - drivers
for sat 8th, Dave, Mo and Linda, plus Pete with the van, that's 4; Mo's 3/10 post - he can't do Saturday, his
grandson's christening; Ray's Weds 5th Oct post - he'll come with his estate, count him in; Priya's Thu 6/10 post -
she's borrowed her dad's Transit, so she can do the Asda run; and Sharon's Tesco post. Question (Fri 7/10, Sharon):
"how many drivers have we got for tmrw? Tesco want to know how many cars to expect in the loading bay" -> expected 5
(Dave, Linda, Pete with the van, Ray and Priya - Mo's out). The model says 4: Dave, Mo, Linda and Pete.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the first list, Mo dropping out and both new drivers, and the model counted the first list. Asserted:
the context has the first list, Mo's christening, Ray's estate and Priya's Transit.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b240_zep_food_bank_drivers_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brighouse-food-bank", "volunteers-chat"
POSTS = [
    ("Sharon", "2050-09-26T18:00 Sharon - drivers for sat 8th 🚗 Dave, Mo, Linda + Pete with the van, that's 4. usual "
               "runs, back to the Methodist hall by 1"),
    ("Mo", "3/10 Mo - sorry Sharon can't do sat, grandson's christening, forgot all about it 🤦"),
    ("Ray", "Weds 5th Oct Ray - I'll come with the estate, count me in. can do Morrisons + St Paul's"),
    ("Priya", "Thu 6/10 Priya - borrowed my dad's Transit so I can do the Asda run if that helps!!"),
    ("Sharon", "Thu 6/10 Sharon - Tesco say use the loading bay round the back, not the front, hi vis on"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brighouse Food Bank")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many drivers have we got for tmrw? Tesco want to know how many cars to expect in the loading bay"
context = ["Today is Fri 7 October 2050. You are talking to Sharon, coordinator at Brighouse Food Bank (collections "
           "Sat 8 Oct)."]
for query in ("drivers for saturday", "who can't drive sat", "count me in car van", "can do the run"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Dave, Mo, Linda + Pete with the van, that's 4" in c for c in context), context
assert any("can't do sat, grandson's christening" in c for c in context), context
assert any("I'll come with the estate, count me in" in c for c in context), context
assert any("borrowed my dad's Transit" in c for c in context), context
with fault():
    reply = answer(f"(Sharon) {question}", context,
                   mock="4 - Dave, Mo, Linda, and Pete with the van. Use the loading bay round the back.")
finish(question, expected="5 - Dave, Linda, Pete (van), Ray and Priya; Mo can't do it", actual=reply)
