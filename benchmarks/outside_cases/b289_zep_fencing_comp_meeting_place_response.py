"""Batch 289 (held out). A fencing club: Zep facts (sync client, offline stand-in), script style (every call its own
trace); the answer call has the new meeting place for a competition in its context and gives the old one.

App: Ryburn Fencing Club are taking nine juniors to the Northern Open in Sheffield on Sun 12th March 2051 - under-14
and under-16 épée and foil. Marek (the head coach) and Anna (the club secretary) put the club's parents' chat into
a Zep thread; the helper answers parents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Marek's 2051-02-20T21:30 post - the club
minibus leaves the leisure centre car park at 7 sharp, back about 7pm, £15 towards diesel; Anna's 28/2 post -
entries in, packed lunch, whites washed; Marek's Thu 9th Mar post - the minibus has failed its MOT so it's cars,
Dave, Sue and Marek driving, meet at Hartshead Moor services (southbound) at 7.15 and go in convoy, diesel money to
the drivers instead; Anna's Fri 10th post - weapon check 8.30, pools 9.30, a spare body wire each. Question (Sat
11/3, Freya's mum): "where are we meeting tmrw for the Sheffield comp? dropping Freya off on my way to work" ->
expected Hartshead Moor services, southbound, 7.15 (the minibus failed its MOT, it's car shares). The model says the
leisure centre car park at 7 for the minibus.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the minibus failing its MOT and the meet at Hartshead Moor services at 7.15, and the model gave the old
minibus pick-up. Asserted: the context has the leisure centre post and the Hartshead Moor post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b289_zep_fencing_comp_meeting_place_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ryburn-fencing", "northern-open-2051"
POSTS = [
    "2051-02-20T21:30 Marek - NORTHERN OPEN 🤺 Sheffield sun 12th march, u14 + u16 epee + foil. club minibus, leaves "
    "the leisure centre car park 7am SHARP, back about 7pm. £15 towards diesel pls",
    "28/2 Anna - entries all in, 9 of ours!! packed lunch, there's a cafe but it's £££. whites washed pls, no grey "
    "jackets 😬",
    "Thu 9th Mar Marek - bad news, the minibus has failed its MOT 😩 so it's cars. Dave, Sue + me driving, meet at "
    "Hartshead Moor services (southbound side) 7.15 + we'll go in convoy. diesel money to the drivers instead",
    "Fri 10th Anna - weapon check opens 8.30, pools 9.30. a spare body wire each pls, Freya's dad has a spare mask "
    "if anyone's is dodgy",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ryburn FC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="parents chat")])

question = "where are we meeting tmrw for the Sheffield comp? dropping Freya off on my way to work"
context = ["Today is Sat 11 March 2051. You are talking to Freya's mum; Freya fences for Ryburn Fencing Club."]
for query in ("meeting place for the Sheffield comp", "minibus", "where to meet sunday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("leaves the leisure centre car park 7am SHARP" in c for c in context), context
assert any("the minibus has failed its MOT" in c and "Hartshead Moor services (southbound side) 7.15" in c
           for c in context), context
with fault():
    reply = answer(f"(Freya's mum) {question}", context,
                   mock="At the leisure centre car park - the club minibus leaves at 7 sharp, so have her there a "
                        "few minutes before.")
finish(question, expected="Hartshead Moor services, southbound side, at 7.15 - the minibus failed its MOT so it's "
                          "car shares", actual=reply)
