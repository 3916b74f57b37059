"""Batch 180 (held out). A litter-pick group's spring clean: Zep facts (sync client, offline stand-in), script style
(each call its own trace); the answer call has the fact that the canal route is off and says it's on.

App: Oakengates Litter Heroes' spring clean is Sat 18th April 2043, 9-12 - four routes (the canal towpath, Station
Rd, the rec, the Hadley Rd verges), bags and pickers from the council, bacon butties after. The group's chat (Lyn,
who runs it; Shona, who leads the canal route; Mark, the van) goes into a Zep thread; the helper answers new
volunteers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts found for the question have Lyn's 2/4 routes
(route A the canal towpath, Shona's lot) and Shona's post of Weds 8 Apr: the Canal & River Trust have the towpath
shut from the lock to the aqueduct for bank repairs, fenced off till June, so her lot will join Mark's on Station Rd
- "it's the worst one anyway". The thread also has Mark's depot run and Lyn's butties post. The model goes by the
route list and says yes. Question (Tue 14/4, Dan, a new volunteer): "is the canal route still on sat? me + my lad
fancied doing that one" -> expected no - the towpath's shut for bank repairs, the canal lot are doing Station Rd with
Mark's. The assistant says yes, route A with Shona's group.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Shona's post that the
towpath is shut and her lot are joining Station Rd is in the facts the model was given, and it answered from the
route list. Asserted: the context has the routes fact and the towpath-shut fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b180_zep_litter_pick_canal_route_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "oakengates-litter-heroes-2043", "spring-clean-chat"
POSTS = [
    "2/4 Lyn - routes for sat 18th: A the canal towpath (Shona's lot), B Station Rd to the roundabout (Mark), C the "
    "rec + skate park, D Hadley Rd verges - hi-vis on D!!",
    "Weds 8 Apr Shona - CRT have got the towpath shut from the lock to the aqueduct for bank repairs 🚧 fenced off "
    "till June. my lot'll just tag onto Mark's on Station Rd, it's the worst one anyway 🙄",
    "2043-04-09T20:10 Mark - 60 bags + 30 pickers from the depot fri, I've got the van",
    "Sun 12th Lyn - bacon butties at the Wesley hall after, 12.30ish, £2 donation, kids free 🥓",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Oakengates Litter Heroes")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Oakengates Litter Heroes")])

question = "is the canal route still on sat? me + my lad fancied doing that one"
context = ["Today is Tue 14 April 2043. You are talking to Dan, a new volunteer for Oakengates Litter Heroes' spring "
           "clean (Sat 18 April, 9-12)."]
for query in ("canal towpath route", "which routes on the spring clean"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("A the canal towpath" in c for c in context), context
assert any("towpath shut from the lock to the aqueduct" in c and "Station Rd" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - route A is the canal towpath, you'd be with Shona's group.")
finish(question, expected="no - the towpath's shut for bank repairs; the canal lot are doing Station Rd with Mark's",
       actual=reply)
