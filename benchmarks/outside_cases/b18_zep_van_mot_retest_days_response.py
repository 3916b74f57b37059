"""Batch 18 (held out). A self-employed plasterer's van and car log: Zep (sync client against the offline stand-in
server), script style (each call its own trace).

App: Rob posts garage and paperwork notes about his Ford Transit Custom and his wife's Skoda Fabia to his Zep thread
(22 notes over 2023-2025); the assistant answers from a graph edge search with litellm. Many notes share words with
the question: two MOT fails with retests (2023 and 2025), the Fabia's MOTs in the same months, "working days", "Hessle".

Planted fault (ResponseError, a day count wrong with both dates in context): the notes say "Transit MOT Mon 1/9/25 -
FAIL, N/S rear brake pipe corroded + O/S headlamp aim. Hessle will do the partial retest free if it's back within 10
working days" and "Transit retest Fri 12/9/25 PASS at Hessle, no charge, 93,510 mi". Question: "How many days between
the van failing its MOT this year and passing the retest?" -> expected "11 days (Mon 1 Sept to Fri 12 Sept 2025)".
The answer call says 10 days, though both dates are in its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps the answer call). Asserted: both the fail
(1/9/25) and the retest pass (12/9/25) are in the context. Another reading: one could count working days (9), which is
not the answer given either.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b18_zep_van_mot_retest_days_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rob-vehicles", "rob-garage-notes"
NOTES = [
    "Transit MOT Mon 4/9/23 FAIL - N/S rear brake pipe. Fixed at Hessle same week, retest Weds 6/9/23 pass GBP 112",
    "Fabia MOT 1/3/23 pass, 44,762 mi, advisory N/S/R tyre 3mm",
    "Transit insurance renewed with Admiral GBP 702 business use, 2/3/24",
    "I had the Transit clutch + flywheel done 6/7/23, GBP 1,340, 12 months warranty",
    "Transit service 22/4/24 81,550 mi GBP 256 plus 2 rear tyres GBP 210",
    "Fabia MOT 27/2/24 pass, no advisories, 50,215 mi",
    "Transit MOT 3/9/24 pass 85,010 mi - advisory front wishbone bush play",
    "Wishbone bushes on the Transit replaced 2/12/24, GBP 186",
    "Fabia MOT 4/3/25 pass 56,480 mi, advisory O/S/F tyre 3mm + rear exhaust box corroding",
    "Transit service 14/4/25 90,120 mi GBP 268 with cabin filter",
    "Fabia rear exhaust box replaced 19/5/25 GBP 142 at Hessle",
    "Van tax renewed 1/6/25 GBP 345 annual",
    "Transit MOT Mon 1/9/25 - FAIL, N/S rear brake pipe corroded + O/S headlamp aim. Hessle will do the partial retest "
    "free if it's back within 10 working days",
    "Borrowed Dad's Berlingo for the Beverley job 2/9/25 - 5/9/25 while the van was off",
    "Brake pipe on the Transit done by Dave at DK Motors 8/9/25 GBP 96, he adjusted the headlamp too",
    "Transit retest Fri 12/9/25 PASS at Hessle, no charge, 93,510 mi",
    "Two rear Continental Vanco tyres on the Transit 20/9/25, GBP 228",
    "Fabia nail in O/S/R tyre plugged 6/10/25 GBP 25",
    "Transit DPF light came on 3/11/25, did 40 min on the M62 and it cleared",
    "Fabia insurance Direct Line renews 14/8, GBP 436",
    "Hessle Autocentre MOT price is GBP 54.85 for both, retest within 10 working days free for partial",
    "Transit next MOT due 31/8/26 - book for the w/c 24/8",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Rob")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Rob")])

question = "How many days between the van failing its MOT this year and passing the retest?"
facts = client.graph.search_edges(GRAPH, query="Transit MOT 2025 fail retest pass", page_size=8).items
context = ["Today is Tue 14/10/25."] + [f.fact for f in facts]
assert any("1/9/25 - FAIL" in c for c in context), context
assert any("retest Fri 12/9/25 PASS" in c for c in context), context
with fault():
    reply = answer(question, context, mock="10 days - it failed on Monday 1 September and you got it through the "
                                           "retest inside Hessle's 10-day window.")
finish(question, expected="11 days (failed Mon 1 Sept, passed the retest Fri 12 Sept 2025)", actual=reply)
