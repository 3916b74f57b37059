"""Batch 298 (held out). A sign-language class: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has a cash payment in its context and works out what's owed without it.

App: an evening BSL Level 1 class at Birchencliffe Community Centre - Tuesdays 7-9pm from 10th January 2051, twelve
weeks, taught by Dawn. Dawn keeps the class admin (fees, homework, the assessments) in a Zep thread, and the class
helper answers students' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dawn's 2051-01-09T19:45 post - the course
is £195 for the 12 weeks, a £45 deposit to book, the rest in instalments whenever; her 17/1 post - she's got
everyone's £45 deposits, the book is £12 if you want it but not compulsory; her Tue 31st Jan post - Kerry gave her
£50 cash tonight towards her course fees, written in the book; and her Tue 14 Feb post - homework and the Deaf club
social. Question (Tue 21/2, Kerry): "how much have I got left to pay for the course? want to clear it before half
term" -> expected £100 (£195 less the £45 deposit and the £50 cash). The model says £150, leaving out the £50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £195, the £45 deposit and Kerry's £50 cash, and it worked the balance out without the £50. Asserted:
the context has the fee line, the deposits line and the £50 cash line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b298_zep_sign_class_fees_owed_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "birchencliffe-bsl", "level1-admin-2051"
POSTS = [
    "2051-01-09T19:45 Dawn - BSL Level 1 🤟 starts tues 10th jan 7-9pm Room 6. £195 for the 12 wks, £45 deposit to "
    "book ur place, rest in instalments whenever suits, cash or bank transfer",
    "17/1 Dawn - got everyone's £45 deposits ta 👍 the book's £12 if u want it, not compulsory, I do handouts",
    "Tue 31st Jan Dawn - Kerry gave me £50 cash tonight towards her course fees, written in the book",
    "Tue 14 Feb Dawn - homework: fingerspell ur street + 5 family signs, video by sun. Deaf club social fri 3rd "
    "march at the Albert, come!!",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Birchencliffe BSL")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dawn")])

question = "how much have I got left to pay for the course? want to clear it before half term"
context = ["Today is Tue 21 February 2051. You are talking to Kerry, a student in Dawn's Tuesday BSL Level 1 class."]
for query in ("course fees", "Kerry paid", "deposit"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£195 for the 12 wks, £45 deposit" in c for c in context), context
assert any("got everyone's £45 deposits" in c for c in context), context
assert any("Kerry gave me £50 cash tonight towards her course fees" in c for c in context), context
with fault():
    reply = answer(f"(Kerry) {question}", context,
                   mock="£150 - the course is £195 and you've paid the £45 deposit. The book (£12) is optional.")
finish(question, expected="£100 - £195 less the £45 deposit and the £50 cash she gave Dawn on 31 Jan", actual=reply)
