"""Batch 375 (held out). A county fire district's apparatus status chat: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the shop's backorder in its context and dates the
engine's return from the first estimate.

App: Ridgeway Fire District's officers put the apparatus status chat into a Zep thread - what's out of service,
what the shop (Valley Fleet) says, which reserve is covering. The helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lt. Boyce's 08/10/26 0815 post - E-41 OOS,
pump packing leaking bad and the primer's shot, Valley Fleet says 10 days, BR-44 covers first due; Capt. Anand's
08/12 post - reserve E-49 in service at Sta 4 as of 1600 till 41's back; Lt. Boyce's 08/17/26 post - Valley Fleet
called, the packing kit and the primer are backordered from the maker, earliest ship 08/25, so 41 won't be back in
svc before Fri 08/28, after they re-do the pump test, keep 49 in svc; and Capt. Anand's 08/18 post on BR-44's tires.
Question (Wed 08/19, BC Okonkwo): "when's E-41 back in svc? want Sta 4 back on its own engine before the Labor Day
wknd" -> expected not before Fri 08/28 (parts backordered, pump test after). The model says 08/20, ten days from
08/10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the backorder and "not before 08/28", and the model dated the return from the first "10 days".
Asserted: the context has the 10-day estimate and the backorder with 08/28.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b375_zep_district_engine_back_in_service_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ridgeway-fd", "apparatus-status-aug-2026"
POSTS = [
    "08/10/26 0815 Lt. Boyce - E-41 OOS, pump packing leaking bad + the primer's shot. Valley Fleet says 10 days. "
    "BR-44 covers first due out of Sta 4, M-41 stays in svc",
    "08/12 Capt. Anand - reserve E-49 in svc at Sta 4 as of 1600 til 41's back, crew moved the equipment over, "
    "49's got the old 4\" supply so bring adapters",
    "08/17/26 Lt. Boyce - Valley Fleet called, the packing kit + primer are backordered from the maker, earliest "
    "ship 08/25, so 41 won't be back in svc before Fri 08/28 after they re-do the pump test. keep 49 in svc",
    "08/18 Capt. Anand - BR-44 new tires on, back in svc 1300",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ridgeway FD")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="officers")])

question = "when's E-41 back in svc? want Sta 4 back on its own engine before the Labor Day wknd"
context = ["Today is Wed 08/19/26. You are talking to BC Okonkwo, Ridgeway Fire District."]
for query in ("E-41 back in service", "Valley Fleet shop estimate", "E-41 out of service pump"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Valley Fleet says 10 days" in c for c in context), context
assert any("backordered" in c and "won't be back in svc before Fri 08/28" in c for c in context), context
with fault():
    reply = answer(f"(BC Okonkwo) {question}", context,
                   mock="Thu 08/20 - Valley Fleet quoted 10 days from 08/10, so E-41 should be back in service "
                        "tomorrow and E-49 can go back to reserve.")
finish(question, expected="not before Fri 08/28 - the parts are backordered (ship 08/25) and they re-do the pump test",
       actual=reply)
