"""Batch 254 (held out). A family's pet-sitting handover notes: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the dog's cut-down food in its context and gives the old
amount.

App: the Greenwoods go to Majorca from Sat 8th to Sat 15th July 2051 and Kayleigh (a student who house-sits) moves
in with Tilly, their labrador. Sarah and Dan (the parents) put their handover messages into a Zep thread; the
sitter's helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sarah's 2051-06-30T21:00 handover - walks
morning and evening, 2 scoops of the Burns morning and 2 at night, the scoop's in the bin; Sarah's 2/7 - Apoquel,
half a tablet with breakfast wrapped in cheese; Dan's Thu 6th July - the vet weighed her at her booster, 24.6kg when
she's meant to be 22, so she's down to 1 and a half scoops morning and night from now on, and no more than 2 gravy
bones a day whatever she tells you; Sarah's Fri 7th - spare lead and poo bags in the porch drawer. Question (Sun
9/7, Kayleigh): "how many scoops does Tilly get? she's giving me the eyes 😂" -> expected 1 and a half scoops
morning and night (she's on a diet since the vet weighed her). The model says 2 scoops morning and night.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 2 scoops and Dan's cut to 1 and a half from the vet visit, later and saying "from now on", and the
model gave the old amount. Asserted: the context has both the 2 scoops line and the 1 and a half scoops line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b254_zep_petsit_dog_scoops_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "greenwood-family", "tilly-handover-2051"
POSTS = [
    "2051-06-30T21:00 Sarah - handover for Tilly 🐶 while we're in Majorca (sat 8th - sat 15th): walks am + pm, she "
    "pulls at the lights so hold tight. food is 2 scoops of the Burns am + 2 at night, scoop's in the bin, fresh water",
    "2/7 Sarah - she's on Apoquel for her itchy paws, half a tablet with breakfast, wrap it in cheese or she spits it "
    "out 🙄",
    "Thu 6th July Dan - vet weighed her at the booster, 24.6kg, she's meant to be 22 🐷 so she's down to 1 and a half "
    "scoops am + pm from now on, + no more than 2 gravy bones a day whatever she tells u",
    "Fri 7th Sarah - spare lead + poo bags in the porch drawer, vets number's on the fridge. help urself to anything "
    "in the fridge x",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Greenwoods")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="family chat")])

question = "how many scoops does Tilly get? she's giving me the eyes 😂"
context = ["Today is Sun 9 July 2051. You are talking to Kayleigh, who's house-sitting for the Greenwoods and looking "
           "after Tilly (labrador) while they're in Majorca."]
for query in ("how much food does Tilly get", "scoops of Burns", "Tilly's diet vet weight"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("food is 2 scoops of the Burns am + 2 at night" in c for c in context), context
assert any("she's down to 1 and a half scoops am + pm from now on" in c for c in context), context
with fault():
    reply = answer(f"(Kayleigh) {question}", context,
                   mock="2 scoops of the Burns in the morning and 2 at night - the scoop's in the bin. Don't fall "
                        "for the eyes!")
finish(question, expected="1 and a half scoops morning and night - she's on a diet since the vet weighed her",
       actual=reply)
