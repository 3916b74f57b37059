"""Batch 25 (held out). A cleaning business's invoicing log: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: Jo at Spick & Span Ely logs rates, extras and payments as messages on one Zep thread, and at month end asks the
assistant what to put on each client's invoice, from a graph edge search. Fifteen notes, March 2026.

Planted fault (ResponseError, ignored sufficient context): Mrs Okafor's regular clean is 3 hrs at £18 an hour;
on Tue 17/3 she also had the oven done (£45 flat), and "Mrs O gave Agnieszka £20 cash on the day towards it, take it
off the invoice". The model adds up the hours and the oven, GBP 99, and leaves off the cash that is in its context.
Question (Tue 31/3): "What do I put on Mrs Okafor's invoice for the 17th?" -> expected "GBP 79".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the rate, the
hours, the oven price and the cash payment are all in the context the model got. Another reading: none that we see;
nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b25_zep_cleaning_okafor_invoice_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "spickspan-invoicing", "spickspan-jo-invoices"
NOTES = [
    "Rates from 1/3: regulars £18/hr, one-offs £22/hr, min 2 hrs. oven clean £45 flat, fridge £20",
    "Okafor (Barton Rd) regular - 3 hrs every other Tues, invoice monthly, she pays by bank transfer",
    "Fieldings Feb invoice paid £108, all square",
    "Patels - skip wk of 2/3 (away) but they said pay anyway, invoice the usual £54",
    "Tues 3/3 Okafor 3 hrs, nothing extra",
    "Agnieszka did the Okafor clean Tues 17/3 - the usual 3 hrs + Mrs O asked for the oven doing, so £45 on top",
    "Cross Keys lettings still owe £190 for J-0415, chased 16/3",
    "Mrs O gave Agnieszka £20 cash on the day (17/3) towards it, take it off the invoice - A has handed it in",
    "Goodwins 2 hrs fortnightly Fri, £36 a visit",
    "Van fuel March £164, receipts in the folder",
    "Whitmores standing order starts 1/4, £60 a visit",
    "Okafor - next one Tues 31/3 moved to Weds 1/4 (her plumber's in)",
    "Kerry's timesheet for March - 46 hrs",
    "Fieldings fridge done 12/3, add £20 to March",
    "Month end - invoices out by 2/4 pls, Okafor + Patels + Fieldings + Goodwins",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = "What do I put on Mrs Okafor's invoice for the 17th?"
facts = client.graph.search_edges(GRAPH, query="Okafor Mrs O 17/3 clean hrs oven cash invoice regulars rate",
                                  page_size=8).items
context = ["Today is Tue 31/3/26."] + [f.fact for f in facts]
assert any("regulars £18/hr" in c and "oven clean £45" in c for c in context), context
assert any("Okafor (Barton Rd) regular - 3 hrs" in c for c in context), context
assert any("17/3" in c and "the usual 3 hrs" in c and "oven" in c for c in context), context
assert any("£20 cash" in c and "take it off the invoice" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£99 - 3 hours at £18 is £54, plus £45 for the oven clean.")
finish(question, expected="seventy-nine pounds (£54 for the hours + £45 oven, less the £20 she paid in cash)",
       actual=reply)
