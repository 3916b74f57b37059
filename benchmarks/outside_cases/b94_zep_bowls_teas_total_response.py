"""Batch 94 (held out). A bowls club's teas: Zep (sync client, the offline stand-in server), facts from the tea
secretary's thread, script style.

App: Iris, tea secretary at Ver Meadows Bowls Club, drops notes about home-match teas into a Zep thread; the
club's helper answers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say teas are £4.50 a head this season (they
were £4 last year); the home club lays on and pays Rosie's for both sides' teas; Saturday 17/5 v Harpenden at
home is 4 rinks, four a side on each rink. So 32 bowlers at £4.50 = £144. Question (Thu 15/5, Brian, the
treasurer): "how much do I need to leave out for rosie for saturday's teas?" -> expected £144. The model counts
only the club's own 16 and says £72.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the price,
the both-sides line and the 4-rink line are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b94_zep_bowls_teas_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ver-meadows-teas", "ver-meadows-teas-iris"
NOTES = [
    "Rosie's doing home teas again this season - sandwiches, scones + a cake, £4.50 a head (up from £4 last yr, "
    "can't blame her w prices)",
    "reminder - home club lays on teas for BOTH sides, so Rosie gets paid for them + us, visitors don't chip in",
    "sat 17/5 v Harpenden at home, 4 rinks (fours), 2.30 start, teas at 4.45ish",
    "Joan's doing the urn + washing up this sat, Iris on the raffle",
    "milk + sugar come out of the tea fund, not Rosie's money, float's in the tin in the kitchen",
    "the Weds triples don't have teas, just the bar",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Iris")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Iris")])

question = "how much do I need to leave out for rosie for saturday's teas?"
facts = client.graph.search_edges(GRAPH, query="Rosie teas head sides home sat 17/5 Harpenden rinks",
                                  page_size=8).items
context = ["Today is Thu 15 May 2036. You are talking to Brian, the club treasurer."] + [f.fact for f in facts]
assert any("£4.50 a head" in c for c in context), context
assert any("teas for BOTH sides" in c for c in context), context
assert any("4 rinks (fours)" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£72 - that's our 16 bowlers (4 rinks of 4) at £4.50 a head.")
finish(question, expected="£144: both teams' 32 players at £4.50", actual=reply)
