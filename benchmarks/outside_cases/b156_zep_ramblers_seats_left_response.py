"""Batch 156 (held out). A rambling club's June coach walk: Zep facts (sync client, offline stand-in), one root span
per post and one for the question; the answer call gets the facts and works the difference from the wrong coach.

App: Brighouse & District Ramblers' walks committee (Ken, the coach organiser, and Pat, who plans the routes) post
into a Zep thread about the June coach walk (Sat 13th June 2037 to Malham: A, B and C walks, Holroyd's coach from
the bus station at 8); the helper answers members from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/3, Holroyd's 53-seater booked;
from Weds 8 Apr, 38 booked including the 4 off the Hebden lot; and, from Tue 2/6, that the 53-seater's off the road
with its gearbox so they're sending the 45-seater instead, same driver (Malc), same time, no extra. The model works
it from the 53-seater. Question (Wed 10/6, Brenda, who leads the C walk): "how many more can we fit on the coach
sat? my neighbour and her sister want to come" -> expected 7 (45 seats, 38 booked). The assistant says 15.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 45-seater fact and
the 38 booked are in the facts the model was given, next to the 53-seater, and it took the difference from the coach
that isn't coming. Asserted: the 53-seater fact, the 45-seater fact and the 38 booked are in the context the answer
call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b156_zep_ramblers_seats_left_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "brighouse-ramblers-2037", "walks-committee"
POSTS = [
    "14/3 Ken - june coach walk sat 13th, Malham. Holroyd's 53 seater booked, picks up 8 from Brighouse bus stn, "
    "back for 7ish. £18 members",
    "22.3. Pat - routes: A = Cove, Gordale + Janet's Foss 9 mi w Ken, B = Cove + the Tarn 5 mi w me, C = village "
    "amble + the cafe w Brenda",
    "Weds 8 Apr Ken - 38 booked now incl the 4 off the Hebden lot. lunch own butties, the Buck does loos if we buy "
    "a drink",
    "Tue 2/6 Ken - Holroyd's rang, the 53 seater's off the road (gearbox) so they're sending the 45 seater, same "
    "driver (Malc), same time, no extra. phew",
    "2037-06-08T19:40 Pat - forecast ok, if it's rained Gordale's a no go so the A lot go round by the road",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Walks committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Walks committee")])

question = "how many more can we fit on the coach sat? my neighbour and her sister want to come"
with turn_span("question Wed 10/6"):
    facts = client.graph.search_edges(GRAPH, query="coach seats booked seater", page_size=10).items
    context = ["Today is Wed 10 June 2037. You are talking to Brenda, who leads the C walk on Brighouse & District "
               "Ramblers' coach walk to Malham on Sat 13 June."] + [f.fact for f in facts]
    assert any("Holroyd's 53 seater booked" in c for c in context), context
    assert any("sending the 45 seater" in c for c in context), context
    assert any("38 booked now" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="15 more - it's a 53-seater and 38 are booked, so your neighbour and "
                                               "her sister are fine.")
finish(question, expected="7 - Holroyd's are sending the 45-seater now (the 53's gearbox went) and 38 are booked",
       actual=reply)
