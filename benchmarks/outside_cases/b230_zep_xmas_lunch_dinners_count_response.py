"""Batch 230 (held out). A church's Christmas Day lunch for folk on their own: Zep facts (sync client, offline
stand-in), script style (every call its own trace); the answer call has the two cancellations in its facts and counts
them in anyway.

App: St John's, Warley put on a Christmas Day lunch for anyone on their own - Sat 25th December 2049, 12.30 in the
church hall, turkey and all the trimmings, a pudding from the Co-op, a present for everyone. Linda (the organiser)
and Pauline (presents and puddings) put the lunch chat into a Zep thread; the helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Linda's 2049-11-08T19:30 post - 34 booked
in so far off the sign-up sheet and the surgery; her Sun 28th Nov post - the helpers eat with the guests as usual,
12 of them on the day counting the 2 drivers; and her Fri 17th Dec post - sad news, Mrs Firth's gone into Calderdale
Royal, and Stan's daughter is fetching him to Leeds after all, so 2 less (and the drivers are sorted). Question (Tue
21/12, Pauline): "how many hot dinners do we need on the day? telling the Co-op for the puds" -> expected 44 (34 - 2
+ 12). The model says 46 (it leaves the two who've dropped out in).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 34, the 12 helpers and the "2 less" post, and the model worked the number without the two who've
dropped out. Asserted: the context has the 34, the 12 helpers and Mrs Firth and Stan's post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b230_zep_xmas_lunch_dinners_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-johns-warley", "xmas-lunch-2049"
POSTS = [
    "2049-11-08T19:30 Linda - XMAS DAY LUNCH 🎄 for any1 on their own, 12.30 in the hall, turkey + all the trimmings, "
    "a pud + a present each. 34 booked in so far off the sign-up sheet + the surgery",
    "Sun 28th Nov Linda - helpers eat w/ the guests as usual, there'll be 12 of us on the day incl the 2 drivers",
    "Tue 14th Dec Pauline - presents all wrapped 🎁 smellies for the ladies, socks + choc for the men, 3 spare",
    "Fri 17th Dec Linda - sad news, Mrs Firth's gone into Calderdale Royal 😢 + Stan's daughter's fetching him to "
    "Leeds after all, so 2 less. drivers sorted",
    "Mon 20th Dec Pauline - crackers + serviettes bought, the Co-op's doing the puds if we give them numbers by "
    "weds 1.30pm",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St John's Warley")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="xmas lunch chat")])

question = "how many hot dinners do we need on the day? telling the Co-op for the puds"
context = ["Today is Tue 21 December 2049. You are talking to Pauline, who's doing the presents and the puddings for "
           "St John's Warley's Christmas Day lunch (Sat 25 December)."]
for query in ("how many guests booked", "helpers eating", "cancelled guests 2 less"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("34 booked in so far" in c for c in context), context
assert any("12 of us on the day incl the 2 drivers" in c for c in context), context
assert any("Mrs Firth's gone into Calderdale Royal" in c and "so 2 less" in c for c in context), context
with fault():
    reply = answer(f"(Pauline) {question}", context,
                   mock="46 - that's the 34 guests booked in plus the 12 helpers, who eat with them.")
finish(question, expected="44 - 34 booked, less Mrs Firth and Stan (2), plus the 12 helpers", actual=reply)
