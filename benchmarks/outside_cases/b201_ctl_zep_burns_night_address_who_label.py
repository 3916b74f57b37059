"""Batch 201 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post added and one for the question.

App: Longnor Village Hall's Burns supper is Sat 28th Jan 2045 - the piper, the Selkirk grace, the Address to the
Haggis, the toasts, a ceilidh after. The organisers' chat (Fiona, who runs it, and Jim, who's done the Address for
years) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: Fiona, 2044-12-01T19:00 - Burns night Sat 28th Jan, Jim doing the Address to the Haggis again (11th year
running!), the Selkirk grace Rev Ann; Jim, Tue 10th Jan - knee op's on the 20th so I'll be sat down with a dram this
year; Callum (son-in-law) is going to do the Address, he's been practising in the car, the grandkids are sick of it;
Fiona, 14/1 - toast to the lassies Pete, the reply Moira, piper Hamish half 6; Fiona, 18.1. - 10 tables of 8,
raffle prizes to her. Question (Mon 23/1, Moira): "who's doing the Address to the Haggis this yr? want to do a wee
intro for them" The assistant says Callum, Jim's son-in-law (Jim's off his feet after his knee op). The label says
Jim.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b201_ctl_zep_burns_night_address_who_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "longnor-village-hall-2045", "burns-night-2045"
POSTS = [
    "2044-12-01T19:00 Fiona - BURNS NIGHT sat 28th jan 🏴 Jim doing the Address to the Haggis again (11th yr "
    "running!), Selkirk grace Rev Ann",
    "Tue 10th Jan Jim - knee op's on the 20th so I'll be sat down with a dram this yr 🥃 Callum (son-in-law) is going "
    "to do the Address, he's been practising in the car, the grandkids are sick of it",
    "14/1 Fiona - toast to the lassies Pete, reply Moira, piper Hamish from half 6 at the door",
    "18.1. Fiona - 10 tables of 8, tartan runners, raffle prizes to me by thurs pls",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Longnor Village Hall Burns night")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Longnor Village Hall")])

question = "who's doing the Address to the Haggis this yr? want to do a wee intro for them"
with turn_span("question Mon 23/1"):
    context = ["Today is Mon 23 Jan 2045. You are talking to Moira, who's giving the reply to the toast to the "
               "lassies at Longnor Village Hall's Burns night (Sat 28 Jan)."]
    for query in ("who does the Address to the Haggis", "Burns night Address", "Jim Callum"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("Jim doing the Address to the Haggis again" in c for c in context), context
    assert any("Callum (son-in-law) is going to do the Address" in c for c in context), context
    reply = answer(question, context, mock="Callum, Jim's son-in-law - Jim's had his knee done so he's sitting this "
                                           "one out, and Callum's been practising in the car.")
finish(question, expected="Jim", actual=reply)
