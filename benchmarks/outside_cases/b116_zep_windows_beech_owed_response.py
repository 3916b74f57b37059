"""Batch 116 (held out). A window cleaner's money on one street: Zep facts (sync client, offline stand-in), script
style (each call its own trace).

App: Dean logs his round into a Zep thread as he goes (who paid, who wasn't in, quotes); the helper answers him from
a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts for Beech Ave on Tue 5/5 have three houses
still owing - no 12 not in (£18), no 20 owes for two cleans now (£32, "she said fri"), no 35 not in again (£16) -
next to ones that paid (no 4 cash £15, no 27 £16 under the mat, no 31 by transfer 3/5) and a quote for no 9's
conservatory roof (£25, not done yet). The model adds up only no 12 and no 20. Question (Fri 8/5, Dean): "how much
am i still owed on beech ave?" -> expected £66 (18 + 32 + 16). The assistant says £50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the sum
needs is in the context the model was given, and the model left one of them out. Asserted: all three owing lines
are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b116_zep_windows_beech_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dean-windows", "dean-windows-round"
NOTES = [
    "Beech Ave tue 5/5 - no 4 paid cash £15, no 12 not in, owes £18 (the big bay)",
    "no 20 Beech owes for 2 cleans now, £32, she said fri when she's been paid",
    "31 Beech paid by transfer 3/5, £15, all square",
    "no 9 wants the conservatory roof doing next time, quoted her £25 on top, not done yet",
    "27 left £16 under the mat, ta",
    "35 Beech not in AGAIN, that's £16 owed. curtains shut, car gone",
    "diesel £62.40 at the Shell, van's pulling left again",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dean")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dean")])

question = "how much am i still owed on beech ave?"
facts = client.graph.search_edges(GRAPH, query="beech ave owed not in paid money", page_size=10).items
context = ["Today is Fri 8 May 2037. You are talking to Dean, the window cleaner."] + [f.fact for f in facts]
assert any("no 12 not in, owes £18" in c for c in context), context
assert any("owes for 2 cleans now, £32" in c for c in context), context
assert any("that's £16 owed" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£50 - no 12 owes £18 and no 20 owes £32 for two cleans.")
finish(question, expected="£66 - no 12 £18, no 20 £32 and no 35 £16", actual=reply)
