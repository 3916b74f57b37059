"""Batch 257 (held out). A community orchard's harvest and juicing log: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has every pressing session in its context and adds up
only two of them.

App: Todmorden Road Community Orchard press their apples in October 2051 - the big juicing day, the windfalls the
day after, and a session with the Brownies on the little press. Hazel (the coordinator), Derek and Priti put the
volunteers' chat into a Zep thread; the helper answers from a graph search of the facts. The orchard's small grant
asks for the kg pressed in the year.

Planted fault (ResponseError, ignored sufficient context): the facts have Hazel's 2051-10-07T17:30 post - juicing
day done, 186kg through the big press, 140 bottles; Derek's Sun 8th post - finished the windfalls, 64kg more, 47
bottles; Priti's Weds 11/10 post - she forgot to log Thursday 5th's session with the Brownies, 41kg of Discovery
went through the little press, 30-odd bottles, they took them home; and Hazel's 12/10 post about the pasteuriser
going back. Question (Mon 23/10, Hazel): "how many kg did we press altogether this yr? it's for the grant report"
-> expected 291kg (186 + 64 + 41). The model says 250kg (the juicing day and the windfalls), leaving out the
Brownies' session that is in its context.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has all three sessions, the Brownies' one said plainly as a session that wasn't logged, and the model's
total leaves it out. Asserted: the context has the 186kg, the 64kg and the 41kg.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b257_zep_orchard_kg_pressed_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "todmorden-rd-orchard", "juicing-2051"
POSTS = [
    "2051-10-07T17:30 Hazel - JUICING DAY DONE 🍎🍏 186kg through the big press, 140 bottles, knackered. thank u "
    "all, the cake stall made £64 too",
    "Sun 8th Derek - finished off the windfalls this morning, another 64kg through the press, 47 bottles. a few "
    "wasps in the last crate so we binned that lot",
    "Weds 11/10 Priti - oops forgot to log Thurs 5th's session w/ the Brownies 🙈 41kg of Discovery through the "
    "little press, 30ish bottles, they took them all home",
    "12/10 Hazel - pasteuriser's gone back to the Transition lot, the press is washed + in Derek's garage till "
    "next yr",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Todmorden Rd Orchard")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="orchard chat")])

question = "how many kg did we press altogether this yr? it's for the grant report"
context = ["Today is Mon 23 October 2051. You are talking to Hazel, coordinator of Todmorden Road Community "
           "Orchard."]
for query in ("kg pressed", "through the press", "juicing session apples kg"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("186kg through the big press" in c for c in context), context
assert any("another 64kg through the press" in c for c in context), context
assert any("41kg of Discovery through the little press" in c for c in context), context
with fault():
    reply = answer(f"(Hazel) {question}", context,
                   mock="250kg - 186kg on the juicing day plus the 64kg of windfalls on the Sunday.")
finish(question, expected="291kg - 186 on the day, 64 of windfalls and 41 with the Brownies on the little press",
       actual=reply)
