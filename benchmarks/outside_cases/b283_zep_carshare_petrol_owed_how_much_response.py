"""Batch 283 (held out). A school-run car-share's petrol kitty: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the new rate per trip and the month's trips in its facts and
works the sum out at the old rate.

App: five families in Cragg Vale share the long run to the high school in Dave's seven-seater - Dave drives every
day and the others pay into a petrol kitty per child per round trip, settled at the end of each month. The group
chat goes into a Zep thread; the helper answers parents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dave's 2050-01-05T19:20 post - petrol
kitty £2.50 a kid per round trip, settle up at the end of the month; Dave's Feb 1 post - sorry all, with diesel at
1.89 he's going to have to go to £3 a kid a trip from today, hope that's ok; Amira's 2/2 reply - fine by us, you're
a star; and Dave's 27/2 post - Feb trips: Zain 16, Lily 18, Ruby 12 (chickenpox week). Question (Mon 28/2, Amira,
Zain's mum): "how much do I owe Dave for Feb for Zain? doing the transfer tonight" -> expected £48 (16 trips at £3,
the February rate). The model says £40 (16 at £2.50).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £3 rate from 1 February and Zain's 16 trips, and it worked the sum at the January rate. Asserted: the
context has the £2.50 rate, the £3 rate from Feb 1 and Zain's 16 trips.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b283_zep_carshare_petrol_owed_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "cragg-vale-school-run", "petrol-kitty-2050"
POSTS = [
    "2050-01-05T19:20 Dave - petrol kitty 🚗 £2.50 a kid per round trip, settle up end of the month, bank transfer or "
    "cash in an envelope, whatever's easiest",
    "Feb 1 Dave - sorry all 😬 with diesel at 1.89 I'm going to have to go to £3 a kid a trip from today. hope that's "
    "ok, shout if not",
    "2/2 Amira - fine by us Dave, you're a star 🙏 Zain says can he have the front seat on fridays",
    "27/2 Dave - Feb trips: Zain 16, Lily 18, Ruby 12 (chickenpox wk). sort code's on the group description",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Cragg Vale school run")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="group chat")])

question = "how much do I owe Dave for Feb for Zain? doing the transfer tonight"
context = ["Today is Mon 28 February 2050. You are talking to Amira, Zain's mum, in the Cragg Vale school-run "
           "car-share."]
for query in ("petrol kitty price per trip", "how much a trip", "Zain trips in February"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£2.50 a kid per round trip" in c for c in context), context
assert any("go to £3 a kid a trip from today" in c for c in context), context
assert any("Zain 16" in c for c in context), context
with fault():
    reply = answer(f"(Amira) {question}", context,
                   mock="£40 - Zain did 16 trips in February at £2.50 a trip.")
finish(question, expected="£48 - 16 trips at £3 (Dave put it up to £3 a trip from 1 Feb)", actual=reply)
