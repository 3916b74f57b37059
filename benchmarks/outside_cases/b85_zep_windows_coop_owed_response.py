"""Batch 85 (held out). A window cleaner's payments: Zep (sync client, the offline stand-in server), facts from
his thread, script style.

App: Dave Roper tells a Zep thread about jobs and payments as he goes; the app answers from the graph's facts
(``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the Co-op on the High St is a monthly job at £15, and
Dave's invoiced them for June, July and August together (£45); their area office paid £30 by BACS on 2/9, the
manager says the other month's "in the system". All of it is in the facts. Question (Fri 6/9, Dave): "how much do
the Co-op still owe me?" -> expected £15 (45 - 30). The model gives the whole invoice, £45.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the invoice
and the £30 payment are both in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b85_zep_windows_coop_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "roper-windows", "roper-windows-dave"
NOTES = [
    "Co-op high st = monthly, £15 a go, shop front + the flat above, invoice to their area office not the shop",
    "sent the Co-op an invoice for jun/jul/aug in one go, £45 total, inv no. 0412",
    "Co-op area office paid £30 by BACS on 2/9 - rang the manager, she reckons the other month is 'in the system'",
    "Mrs Hale orchard rd paid cash £16 + a bag of runner beans",
    "new ladder from Screwfix £139.99, keep the receipt for the tax",
    "the vets on Mill Lane want a quote for the big front windows, go round monday",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dave")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dave")])

question = "how much do the Co-op still owe me?"
facts = client.graph.search_edges(GRAPH, query="Co-op invoice paid owe BACS £ total month", page_size=8).items
context = ["Today is Fri 6 September 2032. You are talking to Dave, the window cleaner."] + [f.fact for f in facts]
assert any("£45 total" in c for c in context), context
assert any("paid £30 by BACS" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£45 - that's the June, July and August invoice (no. 0412) to their area "
                                           "office.")
finish(question, expected="£15 - one month, they've paid 30 of the 45", actual=reply)
