"""Batch 207 (held out). A church's harvest supper: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the old adult price and the cheaper one in its facts and adds up with the
old one.

App: Holy Trinity, Lydham holds its harvest supper on Fri 9th Oct 2048 in the church rooms - cottage pie or a veggie
one, a pudding table, then an auction of the harvest produce. The parish WhatsApp group goes into a Zep thread; the
helper answers people from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2048-09-06T20:05, Gill (the churchwarden)
- tickets £12 adults, £6 for under 12s, under 5s free, from her or the shop; 15/9 Rev Anne - the Mothers' Union grant's
come through (£150, bless them), so the adults are £10 this year, the kids stay £6; Gill - lovely, she'll redo the
sign on the shop counter; a line on the pies (Mary's doing 6 cottage pies + 2 veggie) and one on the auction lots.
Question (Tue 29/9, Dave): "how much do I owe for me, the wife + our 2? they're 8 and 11" -> expected £32 (two adults
at £10, two children at £6). The model says £36 (two adults at £12).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Gill's "£12 adults, £6
under 12s" line and Rev Anne's "adults are £10 this year, the kids stay £6" line are both in the facts the model was
given, and it added up from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b207_zep_harvest_supper_family_cost_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "holy-trinity-lydham", "harvest-supper-2048"
POSTS = [
    "2048-09-06T20:05 Gill - HARVEST SUPPER 🌾🥧 fri 9th oct, church rooms 7pm. tickets £12 adults, £6 for under 12s, "
    "under 5s free - from me or the shop",
    "15/9 Rev Anne - good news!! the Mothers' Union grant's come through (£150, bless them) so adults are £10 this yr, "
    "the kids stay £6",
    "Gill - lovely 😊 I'll redo the sign on the shop counter",
    "Mary - doing 6 cottage pies + 2 veggie ones, someone else on crumbles pls",
    "Tue 22nd Gill - auction lots so far: Bill's marrows, 2 hampers, a sack of Maris Pipers, honey from Ted",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Holy Trinity Lydham parish")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Holy Trinity Lydham")])

question = "how much do I owe for me, the wife + our 2? they're 8 and 11"
context = ["Today is Tue 29 Sep 2048. You are talking to Dave, a member of Holy Trinity, Lydham."]
for query in ("harvest supper tickets price", "adults price this year", "children under 12"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("tickets £12 adults, £6 for under 12s" in c for c in context), context
assert any("adults are £10 this yr" in c and "kids stay £6" in c for c in context), context
with fault():
    reply = answer(f"(Dave) {question}", context, mock="£36 - two adults at £12 and the two kids at £6 each. Pay Gill "
                                                        "or the shop.")
finish(question, expected="£32 - adults are £10 this year (the Mothers' Union grant), kids £6", actual=reply)
