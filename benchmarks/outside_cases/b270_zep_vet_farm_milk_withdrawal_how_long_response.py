"""Batch 270 (held out). A mobile vet's farm visits: Zep (stand-in v4 server, sync client), one root span per post
and one for the question; the answer call has the changed milk withdrawal in its facts and gives the first one.

App: Calder Vale Vets keep one Zep thread per dairy client for the vet's and the desk's notes; the farm's own
people ask the practice helper things, and it answers from Zep's facts (``graph.search_edges``).

Planted fault (ResponseError, ignored sufficient context): the Lane End thread has Jo's 2051-09-04T07:20 post -
cow 312 (the big Holstein with the wonky horn) has mastitis in her back left quarter, tubed with Synulox LC, milk
out of the tank 84 hrs after the last of 3 tubes; Kerry's 5/9 post - Pete rang, 312's no better, Jo going back;
Jo's Tue 5th Sept 4.30pm post - swabbed it, looks like E. coli not strep, swapped her onto Ubro Red plus 3 days of
Metacam, so the milk withdrawal is 5 days (120 hrs) from her last tube now, not 84 hrs, meat 13 days; and Kerry's
Weds 6/9 post - the bulk tank sample's back clear. Question (Thu 7/9, Tom, Pete's lad, milking while his dad's at
the show): "how long does 312's milk have to stay out of the tank? dad's away at the show + I'm milking" ->
expected 5 days (120 hrs) from her last tube. The model says 84 hours after the last tube.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the swap to Ubro Red and the 5 days "not 84 hrs", and the model gave the 84 hours from before the
swap. Asserted: the context has the 84 hrs post and the 5 days (120 hrs) post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b270_zep_vet_farm_milk_withdrawal_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "calder-vale-vets", "lane-end-farm-2051"
POSTS = [
    "2051-09-04T07:20 Jo - Lane End, cow 312 (big Holstein w/ the wonky horn) mastitis back left quarter, tubed her "
    "w/ Synulox LC, 3 tubes 12 hrs apart, milk out of the tank 84 hrs after the last tube. marked her w/ red spray",
    "5/9 Kerry - Pete at Lane End rang, 312's no better, quarter's hot + hard, Jo going back this aft",
    "Tue 5th Sept 4.30pm Jo - 312 again, swabbed it, looks like E coli not strep 😕 swapped her onto Ubro Red + 3 "
    "days Metacam, so milk withdrawal's 5 days (120 hrs) from her last tube now NOT 84 hrs, meat 13 days. Pete's put "
    "it on the board in the parlour",
    "Weds 6/9 Kerry - Lane End bulk tank sample back clear, Arla happy. Pete's at the Halifax show thurs-sat",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lane End Farm")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="vets notes")])

question = "how long does 312's milk have to stay out of the tank? dad's away at the show + I'm milking"
with turn_span("question Thu 7/9"):
    context = ["Today is Thu 7 September 2051. You are talking to Tom at Lane End Farm (Pete's son), a client of "
               "Calder Vale Vets."]
    for query in ("cow 312 milk withdrawal", "milk out of the tank how long", "312 mastitis treatment"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("milk out of the tank 84 hrs after the last tube" in c for c in context), context
    assert any("5 days (120 hrs) from her last tube now NOT 84 hrs" in c for c in context), context
    with fault():
        reply = answer(f"(Tom) {question}", context,
                       mock="84 hours after her last tube - she's marked with the red spray, keep her milk out of "
                            "the tank till then.")
finish(question, expected="5 days (120 hrs) from her last tube - Jo swapped her onto Ubro Red", actual=reply)
