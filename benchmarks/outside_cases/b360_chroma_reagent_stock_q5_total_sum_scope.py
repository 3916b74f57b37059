"""Batch 360 (held out). A lab's reagent inventory: chromadb collection of ELN / Slack notes, script style (every
call its own trace); for a "how much have we got" question the helper asks only the inventory and freezer notes,
and the note with the new Q5 delivery was filed as an order.

App: the Kowalski lab keep their reagent notes (stock checks, orders, deliveries, freezer jobs, bookings) in one
chroma collection with metadata ``kind`` (inventory, freezer, order, booking, safety); for a stock question the
helper asks only the inventory and freezer notes (``where={"kind": {"$in": ["inventory", "freezer"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Hannah's stock check of 2050-05-09 has Q5 High-Fidelity
polymerase in -20 B shelf 2, one tube, ~350 µL left (2 U/µL). Her note of Thu 12/5 starts with the NEB delivery and
the PO (so it was filed as an order) and says the box had T4 ligase, DpnI and 2x Q5 HF (M0491L, 200 µL each), put
in the door rack of -20 A, plus the dry ice box in the corridor. Question (Mon 16/5, Owen, filling in the
stocktake sheet): "how many µL of Q5 have we got in total, both freezers? doing the stocktake sheet" -> expected
750 µL (350 + 2 x 200). The scoped query returns the stock check and the freezer notes; the assistant says about
350 µL.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thu 12/5 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
M0491L, "2x Q5" or the -20 A door rack; the 350 µL stock line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b360_chroma_reagent_stock_q5_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

DELIVERY = ("Thu 12/5 Hannah: NEB delivery in (PO 7781) so we've got T4 ligase, DpnI + 2x Q5 HF pol (M0491L, 200 µL "
            "each), all in the -20 A door rack. dry ice box is in the corridor if anyone needs it for shipping "
            "S-0425/26")
NOTES = [
    ("inventory", "2050-05-09 stock check -20 B: Q5 HF pol shelf 2, 1 tube ~350 µL left (2 U/µL). dNTPs 10 mM x3 "
                  "aliquots, Gibson MM 1 kit exp 08/50. 5x Q5 buffer plenty"),
    ("freezer", "10/5 -20 A defrost done, everything back in same racks, Q5 buffers moved to the door. pls don't "
                "leave boxes on top"),
    ("order", "2050-05-03 PO 7781 placed w/ NEB - T4 ligase, DpnI, Q5 HF pol, ETA ~1 wk. budget code KOW-22"),
    ("order", DELIVERY),
    ("inventory", "-80 rack 3 checked 11/5: DH5a comp cells 12 tubes, BL21 4 tubes (low!!), S-0401-S-0410 glycerol "
                  "stocks all there"),
    ("booking", "5810R centrifuge booked tue 17/5 10-12 Owen, plate rotor. Q5 PCRs for the S-0430 series before"),
    ("safety", "Fri 13/5 - eyewash check signed, spill kit restocked (absorbent pads low), gloves L out in bay 2"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kowalski-lab-reagents", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how many µL of Q5 have we got in total, both freezers? doing the stocktake sheet"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert DELIVERY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["inventory", "freezer"]}})
hits = found["documents"][0]
context = ["Today is Mon 16 May 2050. You are talking to Owen, a PhD student in the Kowalski lab."] + hits
assert DELIVERY not in hits and not any(w in c.lower() for c in context
                                        for w in ("m0491l", "2x q5", "door rack", "delivery")), context
assert any("1 tube ~350 µL left" in c for c in context), context
reply = answer(question, context, mock="About 350 µL - one tube of Q5 HF on shelf 2 of -20 B (2 U/µL).")
finish(question, expected="750 µL - the ~350 µL tube in -20 B plus the 2 new 200 µL tubes from the NEB delivery in "
                          "-20 A", actual=reply)
