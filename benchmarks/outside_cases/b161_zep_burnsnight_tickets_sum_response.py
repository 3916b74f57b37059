"""Batch 161 (held out). A village hall's Burns night committee thread: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call gets both ticket prices and charges the children as
adults.

App: Kilbride Village Hall's Burns Supper is Sat 22nd January 2039, 7 for 7.30 (haggis piped in, supper, the toasts,
a ceilidh with the Tartan Stags). The committee's chat - Fiona (tickets), Alec (chair), Moira (secretary) - goes
into a Zep thread; the helper answers people asking about tickets from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from Fri 7th Jan, Fiona's tickets at £18
for grown ups and £8 for under 12s (the kids get the haggis but it's juice not a dram), supper tickets only from her or
the shop; from Weds 12 Jan, ceilidh-only from 9, £6 on the door; from 2039-01-16T19:05, 52 supper tickets sold; and
from Tue 18th, the piper being paid in whisky. The model charges all four at the adult price. Question (Wed 19/1,
Callum): "how much for me, the wife + our 2 for the supper? they're 7 and 10" -> expected £52 (2 x £18 + 2 x £8).
The assistant says £72.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the under-12 price is in
the facts the model was given, next to the adult price, and both children are under 12. Asserted: the context has
the £18 and the under 12s £8 facts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b161_zep_burnsnight_tickets_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "kilbride-hall-burns-2039", "burns-night-committee"
POSTS = [
    "Fri 7th Jan Fiona - supper tickets £18 grown ups, under 12s £8 (they get the haggis too but it's juice not a "
    "dram lol). from me or the shop only, not on the door",
    "Weds 12 Jan Alec - ceilidh only from 9, £6 on the door, Tartan Stags confirmed",
    "2039-01-16T19:05 Fiona - 52 supper tickets gone!! 12 left. veggie haggis for the Hendersons sorted",
    "Tue 18th Moira - piper wants paying in whisky again, Alec's getting a bottle of the Macallan 🙄",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Burns night committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Burns night committee")])

question = "how much for me, the wife + our 2 for the supper? they're 7 and 10"
with turn_span("question Wed 19/1"):
    facts = client.graph.search_edges(GRAPH, query="supper tickets price under 12s children", page_size=10).items
    context = ["Today is Wed 19 January 2039. You are talking to Callum, who wants supper tickets for the Burns "
               "Supper at Kilbride Village Hall on Sat 22 January."] + [f.fact for f in facts]
    assert any("£18 grown ups" in c for c in context), context
    assert any("under 12s £8" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£72 - supper tickets are £18 each, so 4 x £18. Get them from Fiona "
                                               "or the shop.")
finish(question, expected="£52 - two adults at £18 and two under 12s at £8", actual=reply)
