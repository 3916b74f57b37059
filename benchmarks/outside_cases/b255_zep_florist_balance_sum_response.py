"""Batch 255 (held out). A small wedding florist's order chats: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the added table jars in its context and leaves them out of
the balance.

App: Meadowsweet Flowers (Lauren on her own, in Todmorden) keeps each couple's order chat in a Zep thread; the
helper answers the couple's and Lauren's questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the thread has Lauren's 2051-03-11T10:05 post - Priya and
Tom's quote (Sat 23 Aug, Dobroyd Castle) accepted, £1,150 all in: bridal bouquet, 3 bridesmaids, 8 buttonholes, the
arch and 10 table jars at £25 each; Lauren's 20/3 - £300 deposit in, balance 2 weeks before; Priya's Sat 14 June -
can they add 2 more jars for the kids' table and the cake table, £25 each like the others, and Lauren's "course, yes,
added to ur invoice"; Lauren's Tue 1 July - the arch flowers will be white hydrangea now, the blue ones aren't good
this year, no change to price. Question (Mon 28/7, Priya): "what's left to pay? want to do the transfer tonight
before I forget" -> expected £900 (£1,150 + 2 x £25 - £300). The model says £850 (the quote less the deposit).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the quote, the deposit and the two added jars at £25 each, and its sum leaves the jars out. Asserted: the
context has the £1,150 quote, the £300 deposit and the added jars.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b255_zep_florist_balance_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "meadowsweet-flowers", "priya-tom-23aug2051"
POSTS = [
    "2051-03-11T10:05 Lauren - quote accepted 🎉 Priya + Tom, sat 23 aug, Dobroyd Castle. £1,150 all in: bridal "
    "bouquet, 3 bridesmaids, 8 buttonholes, the arch + 10 table jars @ £25 each",
    "20/3 Lauren - £300 deposit in, thank u Priya!! balance due 2 wks before (sat 9th aug), bank details on the "
    "invoice",
    "Sat 14 June Priya - can we add 2 more jars for the kids' table + the cake table pls 🙏 £25 each like the "
    "others? Lauren - course, yes, added to ur invoice x",
    "Tue 1 July Lauren - arch will be white hydrangea now, the blue ones aren't good this yr, no change to price",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Priya + Tom")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="order chat")])

question = "what's left to pay? want to do the transfer tonight before I forget"
context = ["Today is Mon 28 July 2051. You are talking to Priya, whose wedding flowers (Sat 23 Aug) are from "
           "Meadowsweet Flowers."]
for query in ("balance left to pay", "deposit paid", "quote total price", "add more table jars"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£1,150 all in" in c for c in context), context
assert any("£300 deposit in" in c for c in context), context
assert any("add 2 more jars" in c and "added to ur invoice" in c for c in context), context
with fault():
    reply = answer(f"(Priya) {question}", context,
                   mock="£850 - that's the £1,150 quote less the £300 deposit you've already paid.")
finish(question, expected="£900 - £1,150 plus the 2 extra jars at £25, less the £300 deposit", actual=reply)
