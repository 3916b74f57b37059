"""Batch 316 (held out). A second-hand bookshop: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has who the book is now put by for in its facts and names the first person.

App: Bridge End Books is a second-hand bookshop in Todmorden - Ruth (the owner), Alan (part-time, does the house
clearances with her) and Kasia (Saturdays and after college). The shop's chat goes into a Zep thread and the
helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ruth's 2051-10-03T11:20 post - a signed
Ted Hughes (Crow, first edition, Faber) came in the Lumbutts house clearance, £180, top shelf behind the counter;
Alan's 7/10 post - Mr Ackroyd rang about the Hughes, wants it put by, he'll be in Saturday with cash, a slip with
his name in it; Ruth's Sat 21st Oct post - Mr Ackroyd never came in last Saturday or today and isn't answering his
phone, so the Hughes has gone to the lady from Heptonstall, Mrs Sutcliffe, £50 deposit paid, the rest when she picks
it up on the 4th, new slip in it; and Kasia's 26/10 post about the Penguins shelf and the cat. Question (Fri 27/10,
Kasia): "bloke's just come in asking for the signed Ted Hughes, says Mr Ackroyd sent him to collect it - who's it
put by for?" -> expected Mrs Sutcliffe from Heptonstall (she's paid a £50 deposit; Mr Ackroyd never came in). The
model says it's put by for Mr Ackroyd.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the book passed on to Mrs Sutcliffe with her deposit, after Mr Ackroyd didn't turn up, and the
model named Mr Ackroyd. Asserted: the context has the Ackroyd post and the Sutcliffe post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b316_zep_bookshop_hughes_reserved_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bridge-end-books", "shop-chat-2051"
POSTS = [
    "2051-10-03T11:20 Ruth - signed Ted Hughes came in the Lumbutts house clearance!! Crow, 1st ed, Faber, signed on "
    "the title pg 🤩 £180, top shelf behind the counter NOT in the window",
    "7/10 Alan - Mr Ackroyd rang re the Hughes, wants it put by, he'll be in sat w/ cash. put a slip in it w/ his name",
    "Sat 21st Oct Ruth - Mr Ackroyd never came in last sat or today + he's not answering his phone 🤷 so the Hughes "
    "has gone to the lady from Heptonstall, Mrs Sutcliffe, she's paid £50 deposit, rest when she picks it up on the "
    "4th. new slip in it",
    "26/10 Kasia - Penguins shelf's done!! orange spines all together, looks gorgeous. the cat's been sick in local "
    "history again tho",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bridge End Books")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop chat")])

question = ("bloke's just come in asking for the signed Ted Hughes, says Mr Ackroyd sent him to collect it - who's "
            "it put by for?")
context = ["Today is Fri 27 October 2051. You are talking to Kasia, who works Saturdays and after college at Bridge "
           "End Books (Ruth's second-hand bookshop)."]
for query in ("signed Ted Hughes put by", "who reserved the Hughes", "deposit paid"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Mr Ackroyd rang re the Hughes, wants it put by" in c for c in context), context
assert any("the Hughes has gone to the lady from Heptonstall, Mrs Sutcliffe" in c and "£50 deposit" in c
           for c in context), context
with fault():
    reply = answer(f"(Kasia) {question}", context,
                   mock="It's put by for Mr Ackroyd - so if he's sent the chap with the £180 cash, you can let it go.")
finish(question, expected="Mrs Sutcliffe from Heptonstall - she's paid a £50 deposit; Mr Ackroyd never came in for it",
       actual=reply)
