"""Batch 22 (held out). A freelance translator's invoice log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Magda logs jobs, invoices and payments as messages on one Zep thread, and asks the assistant from a graph
edge search. Fifteen notes, August-October 2025, for four clients (Kettle & Finch, a design studio; Lingotek, an
agency; Weber Maschinenbau; Nordvik Legal).

Planted fault (ResponseError, ignored sufficient context): Kettle & Finch were invoiced EUR 1,341 for their website
(INV-031, 3/9) and "paid 500 on account 19/9 - 'rest when our client pays us'". Asked what they still owe, the model
gives the whole invoice, EUR 1,341, leaving out the part payment that is in its context. Question (Mon 13/10): "How
much do Kettle & Finch still owe me?" -> expected "EUR 841".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the invoice and
the part payment are both in the context the model got. Another reading: none that we see; nothing was lost from
memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b22_zep_translator_kettlefinch_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "magda-invoices", "magda-invoices-log"
NOTES = [
    "K&F (Kettle & Finch) brochure PL>EN, INV-026 EUR 380 - paid in Aug, no drama",
    "Kettle & Finch website copy PL>EN done, 14.9k wds @ 0.09 = EUR 1,341. INV-031 sent 3/9, 30 days",
    "Lingotek HR policy INV-L114 GBP 180, they pay end of following month so Oct",
    "Weber manual INV-027 EUR 675 sent 25/9",
    "Kettle & Finch paid 500 on account 19/9 - 'rest when our client pays us', ugh. Chased politely",
    "Nordvik INV-024 EUR 612 paid on the nail as always",
    "Weber paid INV-027 in 9 days!! new favourite client",
    "Bank charges on the Weber payment EUR 6.50 - ask them to use SEPA not SWIFT",
    "Kettle & Finch want the website copy for their FR launch too - told them I don't do FR",
    "Late payment interest - can charge 8% over base on B2B, maybe mention to K&F if it drags past Nov",
    "Lingotek paid INV-L114 28/10? no - they said it's in the 31/10 run",
    "Nordvik arbitration bundle INV-033 to go out on delivery 10/10, 11,380 wds",
    "Accountant says keep a separate EUR account, look at Wise",
    "K&F website - they've asked for 2 small edits, free, 20 mins",
    "Sent INV-033 to Nordvik accounts@ 10/10",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Magda")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Magda")])

question = "How much do Kettle & Finch still owe me?"
facts = client.graph.search_edges(GRAPH, query="Kettle Finch K&F invoice INV paid owe account rest website",
                                  page_size=8).items
context = ["Today is Mon 13/10/25."] + [f.fact for f in facts]
assert any("INV-031 sent 3/9" in c and "EUR 1,341" in c for c in context), context
assert any("paid 500 on account 19/9" in c for c in context), context
with fault():
    reply = answer(question, context, mock="EUR 1,341 - that's INV-031 for the website copy, sent 3 September on "
                                           "30 days, so it's been overdue since 3 October.")
finish(question, expected="841 euros - the 1,341 website invoice less the 500 they paid on 19 Sept", actual=reply)
