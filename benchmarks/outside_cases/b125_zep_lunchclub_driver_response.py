"""Batch 125 (held out). A church lunch club's helpers' thread: Zep facts (sync client, offline stand-in), one root
span per message and one for the question.

App: St Michael's Thursday lunch club's organiser, cook and volunteer drivers post into a Zep thread (drivers'
runs, menus, who's away); the helper answers the families from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Mavis's 14/3 driver list has Ron picking up Mrs Hirst and
Bert (the Holme Rd end), pick ups from 11.30. Ron, 22.3.: his knee op's come through, Calderdale Royal Tue 7th April,
no driving for 6 weeks after. Sheila, Weds 8 Apr: she'll do Ron's run as well as hers till he's back, Mrs Hirst
first as she's ready early, then Bert, then the Pattersons. The facts handed to the model have all three; it reads the
driver list and says Ron. Question (Weds 22/4, Karen, Mrs Hirst's daughter): "who's picking mum up tmrw? she likes
to know who to look out for" -> expected Sheila (Ron's off driving after his knee op). The assistant says Ron.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the list, Ron's op and
Sheila taking his run are all in the context the model was given, and it answered from the list alone. Asserted:
those three lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b125_zep_lunchclub_driver_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-michaels-lunch", "st-michaels-helpers"
POSTS = [
    ("Mavis", "14/3 DRIVERS for thurs lunch - Ron: Mrs Hirst + Bert (Holme Rd end). Sheila: the Pattersons. Doug: "
              "Joan + Mr Patel. pick ups from 11.30, home by half 2. ring me if you can't do it"),
    ("Ron", "22.3. knee op's come thru at last!! Calderdale Royal tue 7th april. no driving for 6 wks after they say, "
            "sorry all"),
    ("Sheila", "Weds 8 Apr - I'll do Ron's run as well as mine till he's back. Mrs Hirst first as she's always ready "
               "early, then Bert, then the Pattersons. bit of a squeeze, 5 seats"),
    ("Doug", "Joan's in respite at Ashfield this wk + next so just Mr Patel for me"),
    ("Brenda", "menu thurs 23rd: cottage pie, carrots + greens, rhubarb crumble (GF one for Mrs Hirst)"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Karen")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "who's picking mum up tmrw? she likes to know who to look out for"
with turn_span("question Weds 22/4"):
    facts = client.graph.search_edges(
        GRAPH, query="who drives Mrs Hirst thurs pick up Ron knee op driving Sheila run", page_size=10).items
    context = ["Today is Weds 22 April 2037. You are talking to Karen, Mrs Hirst's daughter."]
    context += [f.fact for f in facts]
    assert any("Ron: Mrs Hirst + Bert" in c for c in context), context
    assert any("knee op" in c and "no driving for 6 wks" in c for c in context), context
    assert any("I'll do Ron's run as well as mine" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Ron - he does your mum and Bert at the Holme Rd end, from about "
                                               "11.30.")
finish(question, expected="Sheila - Ron can't drive after his knee op, she's doing his run", actual=reply)
