"""Batch 391 (held out). A West Virginia volunteer fire department's pancake breakfast takings: Zep facts (sync
client, offline stand-in), script style (every call its own trace); the answer call has every figure in its context
and leaves one out of the sum.

App: Laurel Creek Volunteer Fire Dept held their fall pancake breakfast on Sat 9/16/2051 at the station. Sharon
Lanham (the treasurer), Chief Harold Dotson and Becky Sizemore (Auxiliary president) put the department's chat into
a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sharon's 2051-09-17T21:30 post - the cash
box counted with Becky as witness, $1,960 cash; Sharon's 9/18 post - she forgot, $380 came in on the card reader
too, it'll hit the bank Wednesday; the Chief's Tue 9/19 post - supplies were $415 (pancake mix, syrup, eggs, cups
and plates from Sam's), Hinkle's gave the sausage so nothing on that; and Becky's 9/21 post - the Auxiliary's pie
table made $286, but that's Auxiliary money, kept separate. Question (Tue 9/26, Tonya, the department secretary):
"how much did the department clear on the pancake breakfast? need it for the minutes at the meeting tonight" ->
expected $1,925 ($1,960 cash + $380 on the card - $415 supplies). The model says $1,545, leaving out the card.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the cash, the card money and the supplies, and the model's sum leaves the $380 out. Asserted: the
context has the $1,960, the $380 on the card reader and the $415.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b391_zep_vfd_pancake_breakfast_cleared_money_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "laurel-creek-vfd", "pancake-breakfast-2051"
POSTS = [
    "2051-09-17T21:30 Sharon - counted the cash box from the pancake breakfast w/ Becky as witness: $1,960 cash 🥞 "
    "thank y'all for coming out, we fed a bunch",
    "9/18 Sharon - forgot to say, $380 come in on the card reader too for the breakfast, it'll hit the bank acct Weds",
    "Tue 9/19 Chief - supplies for the breakfast was $415 (pancake mix, syrup, eggs, cups + plates from Sam's). "
    "Hinkle's give us the sausage so nothing on that",
    "9/21 Becky - Auxiliary pie table made $286 at the breakfast, but that's Auxiliary money, we keep it separate "
    "for the Christmas baskets",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Laurel Creek VFD")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="vfd chat")])

question = "how much did the department clear on the pancake breakfast? need it for the minutes at the meeting tonight"
context = ["Today is Tue 9/26/2051. You are talking to Tonya, secretary of Laurel Creek Volunteer Fire Dept."]
for query in ("pancake breakfast money", "cash box card reader", "breakfast supplies cost"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("$1,960 cash" in c for c in context), context
assert any("$380 come in on the card reader" in c for c in context), context
assert any("supplies for the breakfast was $415" in c for c in context), context
with fault():
    reply = answer(f"(Tonya) {question}", context,
                   mock="$1,545 - that's the $1,960 in the cash box less the $415 for supplies. The pie table's "
                        "Auxiliary money so it's not in there.")
finish(question, expected="$1,925 - $1,960 cash plus $380 on the card reader, less $415 supplies", actual=reply)
