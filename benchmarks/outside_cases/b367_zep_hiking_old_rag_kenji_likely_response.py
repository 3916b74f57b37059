"""Batch 367 (held out). A hiking club's trips: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the fact that rules a member out in its context and says he's coming anyway.

App: the Westbrook University Outing Club's day trip to Old Rag in Shenandoah is on Sat 3/4/2051 - 9.4 mi with the
rock scramble, leaving campus at 6am in two cars. Nate (the trip leader) has the club Discord's #trips and
#general messages put into a Zep thread; the helper answers the leaders' questions from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Nate's 2051-02-12T18:20 post - Old Rag sat
3/4, 9.4 mi, the rock scramble is legit hands-and-feet climbing, 2 cars, 8 spots; his 2/15 post - signups closed,
Kenji, Lena, Dev, Sam, Priya, Jas and Omar plus him, both cars full, 3 on the waitlist; and Kenji's Mon 2/20 post in
#general - rolled his ankle at IM soccer, in a boot for 3 weeks per the trainer, "rip my spring hiking". Question
(Thu 3/2, Nate): "is kenji likely to make it sat? trying to figure out if i should give his spot to the waitlist" ->
expected no, not likely: three weeks in a boot from Mon 2/20 runs to about 3/13, so he's still in it on Sat 3/4, and
a 9.4 mi rock scramble isn't doable in a walking boot. That follows from what's recorded: nobody wrote "Kenji's
out", but his boot and its length are there, and the trip's date and the scramble are there. The model says yes -
he's on the signup list.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Kenji's boot for 3 weeks from 2/20 and the trip's date and scramble, and the model answered from the
signup list alone. Asserted: the context has the ankle post, the signup post and the trip post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b367_zep_hiking_old_rag_kenji_likely_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wuoc", "old-rag-mar-2051"
POSTS = [
    ("#trips", "2051-02-12T18:20 @nate: OLD RAG ⛰️ sat 3/4!! 9.4 mi loop w/ the rock scramble (it's legit "
               "hands-and-feet climbing, not a walk). leave campus 6am, 2 cars, 8 spots, $8 gas each venmo me"),
    ("#trips", "2/15 @nate: signups closed - @kenji @lena @dev @sam @priya @jas @omar + me, both cars full 🚗🚗 3 on "
               "the waitlist"),
    ("#general", "mon 2/20 @kenji: rolled my ankle at IM soccer last night lmaooo 😭 in a boot for 3 wks per the "
                 "trainer. rip my spring hiking"),
    ("#trips", "2/27 @nate: forecast's looking dry for sat 🤞 bring gloves for the scramble, the rock's cold in the "
               "morning"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "WUOC Discord")
client = zep_client(server)
for channel, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=channel)])

question = "is kenji likely to make it sat? trying to figure out if i should give his spot to the waitlist"
context = ["Today is Thu 2 March 2051. You are talking to Nate, trip leader for the Westbrook Outing Club's Old Rag "
           "hike (Sat 3/4)."]
for query in ("kenji", "who's coming on the old rag trip", "ankle injury boot"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("in a boot for 3 wks per the trainer" in c for c in context), context
assert any("signups closed - @kenji" in c for c in context), context
assert any("9.4 mi loop w/ the rock scramble" in c for c in context), context
with fault():
    reply = answer(f"(Nate) {question}", context,
                   mock="Yeah, looks like it - Kenji's on the signup list, so I'd keep his spot.")
finish(question, expected="no, probably not - he's in a boot for 3 weeks from 2/20 (till ~3/13) and Old Rag's a "
                          "9.4 mi rock scramble", actual=reply)
