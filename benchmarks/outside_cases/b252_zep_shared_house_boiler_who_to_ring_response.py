"""Batch 252 (held out). A landlord's notes on a shared house: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the new heating contractor in its facts and gives the old one.

App: Dev Mistry lets 14 Clarendon Rd, a five-room shared house in Halifax. He keeps his notes for the tenants (who
to ring, the wifi, the bins) in a Zep thread; the house helper answers the tenants from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dev's 2051-01-09T20:00 note - boiler or
heating problems, ring Gary Shaw (Gas Safe) on 07700 900412, he knows the house; his 2/2 note - the wifi; his Fri
21st Feb note - Gary's retired (Spain, apparently), the boiler's on HeatCare's contract now, ring their office on
01422 300 118 and say it's the Clarendon Rd job, and don't ring Gary's number, it's his wife's now; and his Sun 9th
Mar note - the bins. Question (Tue 18/3, Priya): "radiators are stone cold + there's an F28 on the boiler 🥶 who do
I ring?" -> expected HeatCare's office on 01422 300 118 (say it's the Clarendon Rd job) - Gary's retired. The model
says ring Gary Shaw on 07700 900412.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say Gary has retired, name HeatCare and their number, and say not to ring Gary's number, and the model gave
Gary. Asserted: the context has the Gary line and the HeatCare line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b252_zep_shared_house_boiler_who_to_ring_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dev-mistry-lets", "14-clarendon-rd"
POSTS = [
    "2051-01-09T20:00 Dev - boiler / heating probs ring Gary Shaw (Gas Safe) 07700 900412 direct, he knows the house. "
    "pls don't touch the pressure yourselves unless I've shown u",
    "2/2 Dev - wifi's Virgin, router's in the under stairs cupboard. if it drops turn it off + on b4 messaging me 😅",
    "Fri 21st Feb Dev - Gary's retired!! 🎉 (Spain apparently). boiler's on HeatCare's contract now, ring their "
    "office 01422 300 118, say it's the Clarendon Rd job + they'll send whoever's on. don't ring Gary's number, "
    "it's his wife's now",
    "Sun 9th Mar Dev - bins: black weds, green + blue alternate fris, rota's on the fridge",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "14 Clarendon Rd")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dev")])

question = "radiators are stone cold + there's an F28 on the boiler 🥶 who do I ring?"
context = ["Today is Tue 18 March 2051. You are talking to Priya, a tenant (room 3) at 14 Clarendon Rd."]
for query in ("boiler broken who to ring", "heating engineer", "Gary Shaw Gas Safe"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("ring Gary Shaw (Gas Safe) 07700 900412" in c for c in context), context
assert any("Gary's retired" in c and "ring their office 01422 300 118" in c for c in context), context
with fault():
    reply = answer(f"(Priya) {question}", context,
                   mock="Ring Gary Shaw, the Gas Safe engineer, on 07700 900412 - he knows the house.")
finish(question, expected="HeatCare's office on 01422 300 118 (say it's the Clarendon Rd job) - Gary's retired",
       actual=reply)
