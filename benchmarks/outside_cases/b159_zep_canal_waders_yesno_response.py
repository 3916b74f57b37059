"""Batch 159 (held out). A canal society's work party: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call gets the facts and says no when they say yes.

App: the work party regulars of Brinklow & Yarnfield Canal Society post into a Zep thread - Sue (work party
organiser), Pete (looks after the tools container by Dunsley top lock) and Maureen (bacon butties); the helper
answers volunteers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Pete's container check (2037-08-30: six
pairs of chest waders - two leak, the blue ones are fine - three grappling hooks, the big rake, two barrows); Sue's
Tue 8/9 post (Sat 19th at Dunsley bottom lock, pulling the trolleys and junk out of the pound, CRT dropping the
water on the Friday, 9.30 at the lock cottage); Pete's 10th sept post (someone's had the container door off over
the weekend - the waders have all gone and the petrol strimmer; police have been, don't hold your breath; if you've
got waders of your own bring them, otherwise you're on the bank with a grappling hook); and Maureen's 15/9
butties. The model goes by the container check. Question (Thu 17/9, Dave, a volunteer): "do i need to bring my own
waders sat or are there some in the container?" -> expected yes, bring your own - the container was broken into and
the waders went. The assistant says no, there are six pairs in the container.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the break-in post is in
the facts the model was given, next to the container check it answered from, and it said no anyway. Asserted: the
context has the container check and the break-in post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b159_zep_canal_waders_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "byc-work-party-2037", "work-party-regulars"
POSTS = [
    "2037-08-30T19:00 Pete - container check done: 6 pairs of chest waders (2 leak, the blue ones are fine), 3 "
    "grappling hooks, the big rake, 2 barrows. society's paying for the skip",
    "Tue 8/9 Sue - sat 19th at Dunsley bottom lock, pulling the trolleys + junk out of the pound. CRT are dropping "
    "the water fri. 9.30 at the lock cottage",
    "10th sept Pete - bad news, someone's had the container door off over the wknd. waders all gone + the petrol "
    "strimmer. police have been, don't hold your breath. if you've got waders of your own bring them, otherwise "
    "you're on the bank w a grappling hook",
    "15/9 Maureen - butties at 11 as usual, I'll bring the urn. brown sauce this time Pete!!",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Work party regulars")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Work party regulars")])

question = "do i need to bring my own waders sat or are there some in the container?"
with turn_span("question Thu 17/9"):
    facts = client.graph.search_edges(GRAPH, query="work party waders container saturday", page_size=10).items
    context = ["Today is Thu 17 September 2037. You are talking to Dave, a volunteer coming to the Brinklow & "
               "Yarnfield Canal Society work party on Sat 19 September."] + [f.fact for f in facts]
    assert any("6 pairs of chest waders" in c for c in context), context
    assert any("waders all gone" in c and "bring them" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="No need - there are 6 pairs of chest waders in the container "
                                               "(the blue ones are fine, 2 pairs leak).")
finish(question, expected="yes, bring your own - the container was broken into and the waders have gone",
       actual=reply)
