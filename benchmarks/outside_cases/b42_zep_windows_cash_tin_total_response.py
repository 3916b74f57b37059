"""Batch 42 (held out). A window cleaner's takings: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dean Clarke (window cleaning round, east side of town) logs who paid and how as messages on one Zep thread,
and the assistant answers from a graph edge search when he cashes up on a Friday. Cash goes in the biscuit tin in
the van; bank transfers go straight to the account and never touch the tin.

Planted fault (ResponseError, ignored sufficient context): on the Meadow Way part of the round this week three
customers paid cash (no 4 £16, no 11 £18, no 19 £12) and one paid by bank transfer (no 7, £22, "came thru on the
app tues night"). The model adds all four into the tin. Question (Fri 24/10): "how much cash should be in the tin
from Meadow Way this week?" -> expected £46 (16 + 18 + 12; no 7's £22 went to the bank).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all four
payments, and the transfer's "on the app", are in the facts the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b42_zep_windows_cash_tin_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dean-takings", "dean-takings-log"
NOTES = [
    "meadow way no 4 - mrs ellis £16 cash, said the conservatory's looking grim can I do it next time",
    "no 7 meadow way (Grant) paid by bank transfer £22, came thru on the app tues night",
    "Thornfield Rd wk total £402 cash, banked it weds at the Nationwide",
    "11 Meadow Way £18 cash, left on the windowsill in a sandwich bag lol",
    "van diesel £61.20 tues, receipt in the glovebox",
    "no 19 Meadow Way, the young couple, £12 cash, front only this time (scaffolding up the back)",
    "no 23 meadow way not in, 3rd time, card thru the door",
    "new pole brush arrived, £38 incl postage, paid on the card",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dean")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dean")])

question = "how much cash should be in the tin from Meadow Way this week?"
facts = client.graph.search_edges(GRAPH, query="Meadow Way paid cash bank transfer this week", page_size=8).items
context = ["Today is Fri 24/10/25."] + [f.fact for f in facts]
assert any("no 4" in c and "£16 cash" in c for c in context), context
assert any("11 Meadow Way £18 cash" in c for c in context), context
assert any("no 19 Meadow Way" in c and "£12 cash" in c for c in context), context
assert any("bank transfer £22" in c and "on the app" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£68 - £16 from no 4, £22 from no 7, £18 from no 11 and £12 from no 19. "
                                           "No 23 wasn't in again.")
finish(question, expected="£46 - Grant at no 7 paid into the bank", actual=reply)
