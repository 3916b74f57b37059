"""Batch 309 (held out). A charity abseil: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the cash that counts towards the minimum in its context and leaves it out.

App: Forget Me Not Children's Hospice hold a sponsored abseil down Dean Clough's mill chimney on Sun 14th Sept 2053
- £20 to register, £350 minimum sponsorship to keep your place, paid in by Weds 10th Sept. Sam (doing it with two
mates from work) keeps her abseil chat in a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sam's 2053-06-30T21:40 post - signed up,
£20 registration (doesn't count towards anything), £350 minimum sponsorship by the 10th; 19/7 - JustGiving at £220;
Sat 16th Aug - the quiz at the Rose & Crown raised £60 cash for her, she's paid it in at the hospice shop and Jade at
the hospice says it counts towards her £350 as it's in before the 10th; Tue 2/9 - JustGiving's on £245 now, auntie
Pat put £25 on. Question (Weds 3/9, Sam): "how much more do I need to get to the minimum? the 10th's creeping up
😬" -> expected £45 (£350 - £245 online - £60 cash). The model leaves out the quiz cash and says £105.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the £350 minimum, the £245 online and the £60 cash that counts, and the model answered as if the cash
weren't there. Asserted: the context has the £350, the £245 and the £60 lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b309_zep_abseil_sponsorship_still_to_raise_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sam-abseil", "dean-clough-abseil-2053"
POSTS = [
    "2053-06-30T21:40 signed up for the Forget Me Not abseil down the Dean Clough chimney!! 😱 sun 14th sept. £20 to "
    "register (that doesn't count towards anything), then £350 min sponsorship paid in by weds 10th sept to keep ur "
    "place",
    "19/7 JustGiving's at £220 already, love my lot ❤️",
    "Sat 16th Aug - the quiz at the Rose & Crown raised £60 cash for me, paid it in at the hospice shop + Jade at the "
    "hospice says it counts towards my £350 as it's in b4 the 10th",
    "Tue 2/9 JustGiving's on £245 now, auntie Pat put £25 on bless her",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sam")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sam")])

question = "how much more do I need to get to the minimum? the 10th's creeping up 😬"
context = ["Today is Weds 3 September 2053. You are talking to Sam, who's doing Forget Me Not Children's Hospice's "
           "abseil down the Dean Clough chimney (Sun 14 Sept)."]
for query in ("minimum sponsorship", "JustGiving total", "cash paid in counts towards"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£350 min sponsorship" in c for c in context), context
assert any("JustGiving's on £245 now" in c for c in context), context
assert any("raised £60 cash for me" in c and "counts towards my £350" in c for c in context), context
with fault():
    reply = answer(f"(Sam) {question}", context,
                   mock="£105 - you're on £245 on JustGiving and the minimum's £350, so £105 more by Weds 10th.")
finish(question, expected="£45 - £245 online plus the £60 quiz cash is £305 of the £350", actual=reply)
