"""Batch 339 (held out). A community pharmacy's dispensing log / patient medication record: Zep facts (sync client,
offline stand-in), script style (every call its own trace); the answer call has the patient's NSAID alert in its
context and clears an NSAID sale.

App: Holme Valley Pharmacy put their PMR (patient medication record) notes for regular patients into a Zep thread;
the counter staff ask the helper before an over-the-counter sale, and it answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have the PMR summary of 2026-01-14 (BRENNAN,
Thomas, DOB 1951-02-03: warfarin 3 mg + 1 mg, INR target 2.5; ramipril 5 mg od; atorvastatin 40 mg on; NKDA); the
ALERT added 2026-02-05 (Hx upper GI bleed 2024-11, adm. Airedale GH - avoid NSAIDs incl. OTC; refer any analgesia
request to the pharmacist); an NMS f/u on 2026-02-26; and INR 2.7 on 2026-03-05. Question (2026-03-11, the counter
assistant): "Mr Brennan's at the till wanting a pack of Nurofen Express 200 mg for his back - ok to sell him it?" ->
expected no: Nurofen is ibuprofen, an NSAID, which the PMR alert rules out (GI bleed Hx, and he's on warfarin) -
refer to the pharmacist (paracetamol is the usual alternative). This is a yes/no answer needing a small inference:
the record never names Nurofen or ibuprofen; the alert says NSAIDs including OTC, and Nurofen Express 200 mg is
ibuprofen, an NSAID. The model says yes, fine, max 6 a day.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model was
given has the alert to avoid NSAIDs incl. OTC and the warfarin, and the model cleared the sale. Asserted: the context
has the NSAID alert and the warfarin line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b339_zep_pharmacy_nurofen_sale_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "holme-valley-pharmacy", "pmr-brennan-thomas"
NOTES = [
    "2026-01-14 10:20 | PMR | pt: BRENNAN, Thomas; DOB 1951-02-03; regular Rx: warfarin 3 mg + 1 mg tabs as per "
    "yellow book (INR target 2.5, anticoag clinic Airedale), ramipril 5 mg od, atorvastatin 40 mg on; NKDA; "
    "collects Thurs",
    "2026-02-05 15:45 | ALERT added to PMR: Hx upper GI bleed 2024-11 (adm. Airedale GH) - avoid NSAIDs incl. OTC; "
    "refer ANY analgesia request to the pharmacist | SP (pharmacist)",
    "2026-02-26 11:30 | NMS f/u (ramipril): adherence good, home BP 132/80, no dry cough, no side effects | SP",
    "2026-03-06 09:05 | INR 2.7 (clinic 2026-03-05), dose unchanged, next INR 2026-04-02; yellow book seen | JT",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Holme Valley Pharmacy")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="PMR")])

question = "Mr Brennan's at the till wanting a pack of Nurofen Express 200 mg for his back - ok to sell him it?"
context = ["Today is Wed 2026-03-11. You are talking to a counter assistant at Holme Valley Pharmacy; the customer is "
           "Thomas Brennan (DOB 1951-02-03)."]
for query in ("Brennan painkiller sale", "alerts on the PMR", "Thomas Brennan regular medicines"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("avoid NSAIDs incl. OTC" in c for c in context), context
assert any("warfarin 3 mg + 1 mg" in c for c in context), context
with fault():
    reply = answer(f"(counter) {question}", context,
                   mock="Yes, that's fine to sell - Nurofen Express 200 mg, 1-2 caps up to three times a day, max 6 "
                        "in 24 h, with food.")
finish(question, expected="no - Nurofen is ibuprofen, an NSAID; his PMR alert says avoid NSAIDs incl. OTC (GI bleed, "
                          "on warfarin) - refer to the pharmacist", actual=reply)
