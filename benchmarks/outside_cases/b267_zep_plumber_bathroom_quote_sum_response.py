"""Batch 267 (held out). A plumber's call-outs and quotes: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has every part of a quote in its context and leaves one out of the sum.

App: Haigh & Son Plumbing (Dale, and Kev who does the tiling) put the quotes chat - Dale's notes and the
customers' texts he pastes in - into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dale's 2050-02-10T18:20 quote for the
Sutcliffes' bathroom at 9 Clough Rd - new suite, bath, basin, loo and shower over, fitted, £3,200 - and Kev's
tiling, £850, floor and walls to ceiling in the shower end; Mrs Sutcliffe's 2/3 text that they want the chrome
towel rad as well after all, and Dale's reply, £240 fitted, he'll add it on; and Dale's Mon 7th Mar line that they
said yes, start after Easter, 50% deposit. Question (Thu 10/3, Dale): "what's the total I quoted the Sutcliffes?
she wants it in writing for the building society" -> expected £4,290 (3,200 + 850 + 240). The model says £4,050,
the suite and the tiling without the towel rad.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has all three parts, the towel rad added on by Dale himself, and the model's sum leaves it out.
Asserted: the context has the £3,200, the £850 and the £240 towel rad.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b267_zep_plumber_bathroom_quote_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "haigh-son-plumbing", "quotes-2050"
POSTS = [
    ("Dale", "2050-02-10T18:20 QUOTE Sutcliffes, 9 Clough Rd 🛁 new suite (bath, basin, loo, shower over the bath) "
             "supplied + fitted £3,200. tiling by Kev £850, floor + walls to ceiling at the shower end. old suite to "
             "the tip incl"),
    ("Dale", "18/2 Mr Ahmed's combi quote sent, £2,450 Vaillant, waiting to hear"),
    ("Mrs Sutcliffe", "2/3 hiya Dale we've had a think + we do want the chrome towel rad as well after all, can u "
                      "price it in? thx Janet"),
    ("Dale", "2/3 replied to Janet - towel rad £240 fitted, I'll add it on to the quote 👍"),
    ("Dale", "Mon 7th Mar - Sutcliffes said yes!! start after easter, 50% deposit b4 we order the suite"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Haigh & Son")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what's the total I quoted the Sutcliffes? she wants it in writing for the building society"
context = ["Today is Thu 10 March 2050. You are talking to Dale of Haigh & Son Plumbing."]
for query in ("Sutcliffes quote total", "bathroom quote Clough Rd", "towel rad price"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£3,200" in c and "£850" in c for c in context), context
assert any("towel rad £240 fitted, I'll add it on" in c for c in context), context
with fault():
    reply = answer(f"(Dale) {question}", context,
                   mock="£4,050 - the suite supplied and fitted at £3,200 plus Kev's tiling at £850.")
finish(question, expected="£4,290 - £3,200 suite + £850 tiling + £240 for the towel rad she added", actual=reply)
