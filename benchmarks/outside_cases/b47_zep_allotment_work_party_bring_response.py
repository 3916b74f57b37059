"""Batch 47 (held out). A village allotment society's messages: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: the Elmfield Road Allotment Society's secretary, Sita, posts society news as messages on one Zep thread and asks
the assistant from a graph edge search. For the work party on Sun 21 June (10-1, brambles along the back hedge and
the compost bays) three things to bring came up in three different messages: proper gloves (Ken: the brambles are
vicious), your own flask (the village hall has the tea urn for the fete that weekend), and loppers if you've got
them (Ollie's only got the strimmer from the tool library).

Planted fault (ResponseError, ignored sufficient context): the model names the gloves and the loppers and says tea's
laid on. Question (Fri 19/6): "what do I need to bring to Sunday's work party?" -> expected gloves, a flask and
loppers if you have some. The model leaves out the flask.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three facts are
in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b47_zep_allotment_work_party_bring_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "elmfield-ras", "elmfield-ras-news"
NOTES = [
    "work party sun 21/6, 10 till 1ish - clearing the brambles along the back hedge + fixing the compost bays, as "
    "many as poss pls",
    "Ken says tell everyone to bring gloves, PROPER ones not the flowery ones, them brambles are vicious",
    "july water rota going up on the shed door this wk, swap between yourselves but tell me",
    "no tea urn sun - the village hall's got it for the fete - so bring your own flask, I'll do biscuits",
    "Ollie's borrowing the strimmer from the tool library for the work party but we've no loppers, bring yours if "
    "you have some",
    "Maggie: 9 plots still haven't paid, letters went out fri, £58 full/£32 half + £12 water",
    "plot 3 courgettes nicked AGAIN, Ken's sign clearly not working",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sita")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sita")])

question = "what do I need to bring to Sunday's work party?"
facts = client.graph.search_edges(GRAPH, query="bring work party sun gloves flask loppers", page_size=6).items
context = ["Today is Fri 19/6/26."] + [f.fact for f in facts]
assert any("bring gloves, PROPER ones" in c for c in context), context
assert any("bring your own flask" in c for c in context), context
assert any("bring yours if you have some" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Decent gloves - proper ones, the brambles are nasty - and your loppers "
                                           "if you've got a pair. Tea and biscuits are sorted. 10 till about 1.")
finish(question, expected="Gloves, a flask of your own and loppers if you have them", actual=reply)
