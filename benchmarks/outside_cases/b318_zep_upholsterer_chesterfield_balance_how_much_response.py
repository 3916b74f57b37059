"""Batch 318 (held out). An upholsterer: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has every figure of a balance in its context and leaves one out.

App: Shaw & Lees Upholstery (Gary and Leanne) put the workshop chat into a Zep thread - jobs in, quotes, extras,
deposits, delivery days; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gary's 2051-03-10T14:30 post - the Lords'
chesterfield, deep buttoned, oxblood leather, quoted £1,450, £500 deposit on the card today; Leanne's 21/3 post -
Mrs Lord wants two scatter cushions to match out of the offcuts, £60 each so £120 on the bill, she said yes; Gary's
2/4 post - the buttoning's done, about a week off; and Gary's Tue 22nd Apr post - it's finished, delivering
Thursday, balance on delivery. Question (Weds 23/4, Leanne): "how much is left to pay on the Lords' chesterfield?
want the card machine charged for thurs" -> expected £1,070 (£1,450 + £120 for the cushions - the £500 deposit).
The model says £950, leaving out the cushions.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the quote, the deposit and the £120 of cushions, and it answered with a sum that drops the cushions.
Asserted: the context has the £1,450 quote, the £500 deposit and the £120 cushions.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b318_zep_upholsterer_chesterfield_balance_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "shaw-lees-upholstery", "workshop-2051"
POSTS = [
    ("Gary", "2051-03-10T14:30 Gary - the Lords' chesterfield's in 🛋️ deep buttoned, oxblood leather, quoted £1,450. "
             "£500 deposit on the card today, rest on delivery"),
    ("Leanne", "21/3 Leanne - Mrs Lord rang, wants 2 scatter cushions to match out of the offcuts, told her £60 each "
               "so £120 on the bill, she said yes go ahead"),
    ("Gary", "2/4 Gary - buttoning's finished on the Lords' back, arms next, about a wk off. Greenwood velvet's here"),
    ("Gary", "Tue 22nd Apr Gary - Lords' chesterfield DONE + it looks the business 😎 delivering thurs am, balance "
             "on delivery, need Leanne's brother for the other end"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Shaw & Lees Upholstery")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much is left to pay on the Lords' chesterfield? want the card machine charged for thurs"
context = ["Today is Weds 23 April 2051. You are talking to Leanne of Shaw & Lees Upholstery."]
for query in ("Lords chesterfield price", "deposit paid", "extras on the bill cushions"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("quoted £1,450" in c and "£500 deposit" in c for c in context), context
assert any("so £120 on the bill" in c for c in context), context
with fault():
    reply = answer(f"(Leanne) {question}", context,
                   mock="£950 - the £1,450 quote less the £500 deposit she paid on the card.")
finish(question, expected="£1,070 - £1,450 plus £120 for the 2 cushions, less the £500 deposit", actual=reply)
