"""Batch 248 (held out). A touring brass band: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the word that the coach can't stop in its context and says it will.

App: Slaithwaite Old Band play Whitby on Sat 9th July 2050 - the bandstand in the afternoon and a concert at St
Hilda's in the evening - going by coach from the band room. Bob (the bandmaster) and Janet (the secretary) post in
the band chat, which goes into a Zep thread; the helper answers players' (and parents') questions from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bob's 2050-05-30T21:10 post - Whitby Sat
9th July, bandstand 2-4 and St Hilda's at 7, coach 8am sharp from the band room; Bob's Sun 26th June post - the
usual stop at Malton on the way back for fish and chips? Trevor's already dreaming about it; Bob's Tue 5th July post
- bad news re the chips: Halifax Travel say with the evening concert the driver's out of hours if they stop, so
they have to be away from Whitby by 9.30 and straight home, no stops, bring a butty; and Janet's Thu 7th post about
the music on the coach. Question (Fri 8/7, Lily, a junior cornet): "are we stopping for fish n chips on the way back
from whitby? mum wants to know if she needs to save me some tea" -> expected no - the driver's hours mean straight
home, no stops, so bring a butty (tea wanted). The model says yes, the usual stop at Malton.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given say in so many words that there are no stops this time and why, and it answered from the earlier
suggestion of the Malton stop. Asserted: the context has the Malton suggestion and the no-stops post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b248_zep_brass_band_whitby_chippy_stop_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "slaithwaite-old-band", "whitby-2050"
POSTS = [
    "2050-05-30T21:10 Bob - WHITBY 🎺 sat 9th july, bandstand 2-4 then concert at St Hilda's 7pm. coach from the band "
    "room 8am SHARP, Halifax Travel. full dress, bring ur stands",
    "Sun 26th June Bob - usual stop at Malton on the way back for fish + chips? Trevor's already dreaming about it 😂",
    "Tue 5th July Bob - bad news re the chips 😩 Halifax Travel say w/ the evening concert the driver's out of hours "
    "if we stop anywhere, so we have to be away from Whitby by 9.30 + straight home, no stops. bring a butty. sorry "
    "Trev",
    "Thu 7th Janet - music on the coach in ur folders pls not loose, we lost half the 2nd cornet pad last yr",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Slaithwaite Old Band")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="band chat")])

question = "are we stopping for fish n chips on the way back from whitby? mum wants to know if she needs to save me " \
           "some tea"
context = ["Today is Fri 8 July 2050. You are talking to Lily, a junior cornet player in Slaithwaite Old Band."]
for query in ("fish and chips stop on the way back", "coach home from Whitby", "Malton stop"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("usual stop at Malton on the way back for fish + chips" in c for c in context), context
assert any("straight home, no stops" in c and "driver's out of hours" in c for c in context), context
with fault():
    reply = answer(f"(Lily) {question}", context,
                   mock="Yes - the coach stops at Malton on the way back for fish and chips as usual, so your mum "
                        "won't need to save you any tea.")
finish(question, expected="no - the driver's out of hours if they stop, so it's straight home; she'll need tea saving "
                          "(or bring a butty)", actual=reply)
