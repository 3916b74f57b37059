"""Batch 184 (held out). A parish council's litter pick: Zep facts (sync client, offline stand-in), script style (each
call its own trace); the answer call has the change to the areas and lists the old ones.

App: Priorslee parish council's litter pick is Sat 25th April 2043, 10 till 12 from the village hall - volunteers in
teams of four, a team leader each with a map of their area. The pick's chat (the clerk, Cllr Singh, Mrs Cole, a team
leader) goes into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts found for the question have the clerk's post of
2043-03-30 (areas: the rec, the Flash Lane verges, St Peter's churchyard path and round the back of the Co-op) and Cllr
Singh's post of Thu 9/4: the Scouts are doing the rec the week before for their community badge so leave it off
ours - and Brook Lane by the bus shelter's a tip again, can we put that on instead? The thread also has the clerk's
bags and grabbers post and Mrs Cole's flasks post. The model goes by the clerk's first list. Question (Weds 22/4, the
clerk, printing the maps): "which areas are we doing sat? printing the maps for the team leaders" -> expected the Flash
Lane verges, St Peter's churchyard path, behind the Co-op and Brook Lane by the bus shelter (not the rec - the Scouts
have done it). The assistant lists the rec and leaves Brook Lane out.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Cllr Singh's post taking
the rec off and putting Brook Lane on is in the facts the model was given, and it answered from the clerk's first
list. Asserted: the context has the areas fact and Cllr Singh's fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b184_zep_litter_pick_areas_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "priorslee-pc-litter-pick-2043", "litter-pick-chat"
POSTS = [
    "2043-03-30T19:05 clerk - litter pick sat 25th april 10-12 from the village hall 🗑️ areas: the rec, the Flash "
    "Lane verges, St Peter's churchyard path + round the back of the Co-op. teams of 4, a leader each w a map",
    "Thu 9/4 Cllr Singh - the Scouts are doing the rec the wk before for their community badge so leave that off "
    "ours. Brook Lane by the bus shelter's a tip again tho 🤬 can we put that on instead?",
    "14th apr clerk - bags + grabbers from the depot fri, 40 bags + 24 grabbers, hi-vis in the office",
    "Tue 21st Mrs Cole - I'll bring flasks + the first aid box, my lot are happy to do the Co-op bit again",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Priorslee litter pick")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Priorslee litter pick")])

question = "which areas are we doing sat? printing the maps for the team leaders"
context = ["Today is Weds 22 April 2043. You are talking to the clerk of Priorslee parish council; the litter pick is "
           "Sat 25 April, 10-12 from the village hall."]
for query in ("areas for the litter pick", "are we still doing the rec"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("areas: the rec, the Flash Lane verges" in c for c in context), context
assert any("leave that off ours" in c and "Brook Lane by the bus shelter" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The rec, the Flash Lane verges, St Peter's churchyard path and round the "
                                           "back of the Co-op.")
finish(question, expected="the Flash Lane verges, St Peter's churchyard path, behind the Co-op and Brook Lane by the "
                          "bus shelter - not the rec, the Scouts have done it", actual=reply)
