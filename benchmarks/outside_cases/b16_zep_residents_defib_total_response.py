"""Batch 16 (held out). Residents' association treasurer's notes: Zep (sync client against the offline stand-in
server), script style.

App: the treasurer of the Larkfield Road residents' association posts money notes to her Zep thread; the assistant
answers from a graph edge search with litellm.

Planted fault (ResponseError, computed total ignores a line in context): the defibrillator fund facts in the
context are the quiz night (GBP 312.50), the cake stall at the street party (GBP 148) and the parish council
community grant (GBP 500, in the bank 3/4). Question: "How much have we raised towards the defib so far?" ->
expected "GBP 960.50 (312.50 + 148 + 500)". The answer call says GBP 460.50, adding the two events and leaving out
the grant, though all three are in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps the answer call). Asserted: all three amounts
are in the context. Another reading: one could argue a grant is not "raised", but the treasurer's own note counts it
towards the fund.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b16_zep_residents_defib_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "treasurer-linda", "linda-money"
NOTES = [
    "Quiz night at the Feathers raised GBP 312.50 for the defib fund (after the GBP 40 prize vouchers).",
    "Cake stall at the street party made GBP 148 - all of it to the defib fund.",
    "Parish council community grant of GBP 500 for the defib fund is in the bank 3/4 - counts towards the GBP 1,450 "
    "target.",
    "Hedge-cutting contractor invoice GBP 90 paid from general funds, not the defib money.",
    "Subs: 41 households paid GBP 5 each this year.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Linda")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Linda")])

question = "How much have we raised towards the defib so far?"
facts = client.graph.search_edges(GRAPH, query="defib fund raised grant quiz cake stall", page_size=5).items
context = [f.fact for f in facts]
for amount in ("312.50", "148", "500"):
    assert any(amount in c for c in context), (amount, context)
with fault():
    reply = answer(question, context, mock="So far GBP 460.50 for the defib: GBP 312.50 from the quiz night and "
                                           "GBP 148 from the cake stall.")
finish(question, expected="GBP 960.50 (quiz 312.50 + cake stall 148 + parish grant 500)", actual=reply)
