"""Batch 264 (held out). A parish council's allotments: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the two lines that move a man up the waiting list in its context
and gives his old place.

App: Oxenhope Parish Council let the Hill Top allotments (28 plots) and keep a waiting list. Mrs Hargreaves (the
clerk) and Cllr Firth (who chairs the allotments sub-committee) put their allotment posts into a Zep thread; the
helper answers people on the list from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have the clerk's 2050-11-12T19:00 list - 1 Mr
Daly, 2 Ms Patel, 3 Greg Hoyle, 4 the Osei family, 5 Tom Birch, 31 on it; Cllr Firth's Mon 12/12 - the council agreed
to split plot 15 into two halves, offers in January; the clerk's Tue 17th Jan - Mr Daly's taken 15a, tenancy
signed; her 20.1. - Ms Patel's moved to Keighley for work so she's asked to come off the list, and 15b goes to
whoever's top once she's tidied the list. Question (Weds 25/1, Greg Hoyle): "how far up the waiting list am I now?
been on it since 2048 😅" -> expected top of the list (Mr Daly's got 15a and Ms Patel's come off), so 15b should be
his. The model says he's 3rd, behind Mr Daly and Ms Patel.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the November list and both changes above Greg (Mr Daly's let, Ms Patel off the list), and it gave the
November place. Asserted: the context has the November list, Mr Daly taking 15a and Ms Patel coming off the list.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b264_zep_allotments_waiting_list_place_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "oxenhope-pc", "hill-top-allotments"
POSTS = [
    "2050-11-12T19:00 Mrs Hargreaves (clerk) - Hill Top waiting list as of nov: 1 Mr Daly, 2 Ms Patel, 3 Greg "
    "Hoyle, 4 the Osei family, 5 Tom Birch ... 31 on it in total 😬 nothing's come free since july",
    "Mon 12/12 Cllr Firth - PC agreed tonight to split plot 15 into 2 halves (it's been half wild for 2 yrs), offers "
    "to go out in Jan. also reminder no bonfires after 1st april",
    "Tue 17th Jan Mrs Hargreaves - Mr Daly's taken 15a 👍 tenancy signed, keys collected, he's already been up with "
    "a rotavator",
    "20.1. Mrs Hargreaves - Ms Patel's rung, she's moved to Keighley for work so she's asked to come off the list, "
    "sad to go. 15b letter goes to whoever's top once I've tidied the list up this wk",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hill Top allotments")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="allotments")])

question = "how far up the waiting list am I now? been on it since 2048 😅"
context = ["Today is Weds 25 January 2051. You are talking to Greg Hoyle, who is on Oxenhope Parish Council's "
           "waiting list for the Hill Top allotments."]
for query in ("waiting list order", "Greg Hoyle place on the list", "plot 15 offers", "who has taken a plot"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("1 Mr Daly, 2 Ms Patel, 3 Greg Hoyle" in c for c in context), context
assert any("Mr Daly's taken 15a" in c for c in context), context
assert any("she's asked to come off the list" in c for c in context), context
with fault():
    reply = answer(f"(Greg Hoyle) {question}", context,
                   mock="You're 3rd on the list, Greg - behind Mr Daly and Ms Patel. Plot 15's being split, so "
                        "things are moving.")
finish(question, expected="top of the list - Mr Daly's taken 15a and Ms Patel's come off, so 15b should be his",
       actual=reply)
