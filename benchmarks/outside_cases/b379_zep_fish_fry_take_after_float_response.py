"""Batch 379 (held out). A church's Lenten fish fry: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the cash box count and the line saying the float is still in it, and gives
the count with the float left in.

App: St. Odile Catholic Church in Bayou Chenet holds a fish fry every Friday in Lent 2026 in the parish hall -
catfish and shrimp plates, cash or card. The committee's group text goes into a Zep thread - Miss Earline (who
chairs it), Mr. Dudley (who counts the cash box with her) and Corinne (who runs the card reader); the helper answers
from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Miss Earline's Fri. 2/27/26 line - the
float's $200 in ones and fives, gray cash box in the sacristy; Mr. Dudley's Fri. 3/6/26 line - the cash box count
for tonight is $1,948, and that's WITH the $200 float still in it, he didn't pull it out yet; Corinne's Fri. 3/6/26
line - the card reader says $1,165 for tonight; and Corinne's Sat. 3/7/26 line - 212 plates, out of catfish at 6:10.
Question (Sun. 3/8/26, Father Ray): "what'd we take in at Friday's fry, cash and card together? need it for the
bulletin" -> expected $2,913 ($1,948 less the $200 float, plus $1,165). The model says $3,113, the float counted in.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the count, the line saying the float is still in it and the card total, and the model added the float
in. Asserted: the context has the count with the float line and the card total.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b379_zep_fish_fry_take_after_float_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-odile-bayou-chenet", "fish-fry-committee-lent-2026"
POSTS = [
    "Fri. 2/27/26 Miss Earline - float's $200 in ones + fives, gray cash box in the sacristy closet. count it after "
    "with 2 people, always",
    "Fri. 3/6/26 Mr. Dudley - cash box count for tonight $1,948, and that's WITH the $200 float still in it, I ain't "
    "pulled it out yet. it's locked in the sacristy",
    "Fri. 3/6/26 Corinne - card reader says $1,165 for tonight 💳 a lot more folks paying with the card this year",
    "Sat. 3/7/26 Corinne - 212 plates sold, 31 of em kids plates. out of catfish at 6:10 😬",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St. Odile fish fry")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="fry committee")])

question = "what'd we take in at Friday's fry, cash and card together? need it for the bulletin"
context = ["Today is Sun. March 8, 2026. You are talking to Father Ray, pastor of St. Odile Catholic Church."]
for query in ("cash box count", "card reader total", "float in the cash box"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("$1,948, and that's WITH the $200 float still in it" in c for c in context), context
assert any("card reader says $1,165" in c for c in context), context
with fault():
    reply = answer(f"(Father Ray) {question}", context,
                   mock="$3,113, Father - $1,948 in the cash box plus $1,165 on the card reader.")
finish(question, expected="$2,913 - $1,748 cash once the $200 float's taken out, plus $1,165 on cards",
       actual=reply)
