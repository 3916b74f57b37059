"""Batch 284 (held out). A local theatre's box office and front-of-house rota: Zep facts (sync client, offline
stand-in), script style (every call its own trace); the answer call has the real reason for the early curtain in its
context and gives a reason the context rules out.

App: the Northgate Playhouse (a volunteer-run 120-seater) does Abigail's Party Tue 26 - Sat 30 Sept 2051, curtain up
7.30. Carol (box office manager) and Ray (front-of-house manager) put the box office / FOH chat into a Zep thread;
the helper answers ushers and bar volunteers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the chat has Carol's 2051-09-11T18:00 post - Thurs 28th is
the signed performance, and Aisha (the BSL interpreter) has to be away by 9.40 for the last train to Leeds, so
curtain up is 7pm that night, not 7.30, it's on the tickets; Ray's Thu 14/9 post - schools' night is the Thursday
too, 40 from Brighouse High, but their coach is booked for 10.15 whatever time we come down, Mr Shaw says no rush,
so that's not why; Carol's Weds 20th post - 96 sold for the Thursday, the front row's kept for the BSL users; Ray's
Fri 22/9 post - ushers in by 6.15 on the Thursday. Question (Tue 26/9, Derek, an usher): "why's thurs starting at 7
not half 7? is it cos of the school party?" -> expected because it's the signed performance and the BSL interpreter
has to leave by 9.40 for her last train (not the school party). The model says yes, it's so the school party get
back for their coach.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the interpreter's train as the reason and say the school coach is booked for 10.15 whatever, and the
model gave the school party. Asserted: the context has the interpreter line and the coach line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b284_zep_theatre_thursday_early_start_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "northgate-playhouse", "abigails-party-foh"
POSTS = [
    "2051-09-11T18:00 Carol - Thurs 28th is the signed performance 🤟 Aisha (BSL interpreter) has to be away by 9.40 "
    "for the last train to Leeds so curtain up's 7pm that night, not 7.30. it's on the tickets",
    "Thu 14/9 Ray - schools' night's the thurs too, 40 from Brighouse High 🙈 their coach is booked for 10.15 "
    "whatever time we come down tho, Mr Shaw says no rush, so that's nothing to do with the 7pm",
    "Weds 20th Carol - 96 sold for thurs, front row kept for the BSL users, pls don't sell it on the door",
    "Fri 22/9 Ray - ushers in by 6.15 on thurs (6.45 the other nights), bar open from 6.30",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Northgate Playhouse")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="foh chat")])

question = "why's thurs starting at 7 not half 7? is it cos of the school party?"
context = ["Today is Tue 26 September 2051. You are talking to Derek, an usher at the Northgate Playhouse "
           "(Abigail's Party, Tue 26 - Sat 30 Sept)."]
for query in ("thursday 7pm start", "why curtain up early", "school party coach"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("has to be away by 9.40" in c and "curtain up's 7pm" in c for c in context), context
assert any("coach is booked for 10.15" in c and "nothing to do with the 7pm" in c for c in context), context
with fault():
    reply = answer(f"(Derek) {question}", context,
                   mock="Yes - it's for the Brighouse High party, so the 40 students are out in time for their "
                        "coach.")
finish(question, expected="it's the signed performance - the BSL interpreter has to leave by 9.40 for the last "
                          "train to Leeds; nothing to do with the school party", actual=reply)
