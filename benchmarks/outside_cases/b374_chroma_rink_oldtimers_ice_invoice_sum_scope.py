"""Batch 374 (held out). A community hockey rink's booking log: chromadb collection of the arena office's notes,
script style (every call its own trace); for a "how much" question the helper asks only the rates and bookings
notes, and the note with the new prime-time rate was filed under maintenance.

App: Harlow Creek Community Arena (one sheet of ice, run by the town with volunteers) keeps its booking and
maintenance log in one chroma collection, metadata ``kind`` (rates, bookings, maintenance, zamboni, canteen,
events). Denise Gagnon (the booking clerk) files the notes; for a "how much" question the helper asks only the
rates and bookings notes (``where={"kind": {"$in": ["rates", "bookings"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 2025-09-02 rates note has prime ice (weekdays after
17:00, all day Sat/Sun) at $240/hr and non-prime at $165/hr, plus HST, and the dressing room for an extra hour
after at $35 flat. The Jan. 12 bookings note has the Harlow Creek Oldtimers down for 2 hrs prime, Sat. Feb. 7,
19:00-21:00, plus the room for an hour after. Denise's note of Mon. Jan. 19 starts with the north-end dasher board
(so it was filed as maintenance) and says, in passing, that council passed the new ice rates last night - prime is
$265/hr as of Feb. 1, non-prime stays $165. Question (Tue. Jan. 27, Bev, the Oldtimers' treasurer): "how much do we
owe for our Feb 7 ice + the room after? before tax is fine, I'm doing the cheque" -> expected $565 (2 x $265 +
$35). The scoped query returns the rates, the booking and another booking note; the assistant says $515.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon. Jan. 19 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$265 or "new ice rates"; the $240/hr prime rate, the $35 room and the Oldtimers' booking are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b374_chroma_rink_oldtimers_ice_invoice_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RATE = ("Mon. Jan. 19 - north end dasher board's fixed, new kickplate on, Gord says the glass behind the net still "
        "rattles tho. oh and council passed the new ice rates last night 🙄 prime's $265/hr as of Feb. 1, non-prime "
        "stays at $165. gotta tell the clubs + the Oldtimers")
NOTES = [
    ("rates", "2025-09-02 2025-26 ICE RATES 🏒 prime (wkdays after 17:00 + all day Sat/Sun) $240/hr, non-prime "
              "$165/hr, plus HST. dressing room for an extra hr after your ice $35 flat. min 1 hr, invoices net 30"),
    ("bookings", "Jan. 12 - Harlow Creek Oldtimers booked 2 hrs prime Sat. Feb. 7, 19:00-21:00, alumni game vs the "
                 "Cedar Flats Old Crows, + the room for an hr after. Bev's paying, cheque or e-transfer"),
    ("bookings", "Jan. 14 - Ringette U12 want Sun. a.m. 07:00-08:00 every wk till March, non-prime, standing booking"),
    ("maintenance", RATE),
    ("zamboni", "Jan. 10 - flood after every game + every hr on public skate. blades sharpened today, Gord's on the "
                "a.m. floods, Rhonda p.m."),
    ("canteen", "Jan. 16 - canteen: hot choc's a toonie, fries $4, pop $2.50. float's in the grey cashbox"),
    ("events", "Jan. 21 - Family Day public skate Mon. Feb. 16, 13:00-15:00, free, Pellerin's Hardware is covering "
               "the ice"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harlow-creek-arena-2026", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Denise"}])

question = "how much do we owe for our Feb 7 ice + the room after? before tax is fine, I'm doing the cheque"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["rates", "bookings"]}})
hits = found["documents"][0]
context = ["Today is Tue. Jan. 27, 2026. You are talking to Bev, treasurer of the Harlow Creek Oldtimers, who "
           "book ice at Harlow Creek Community Arena."] + hits
assert RATE not in hits and not any(w in c.lower() for c in context for w in ("265", "new ice rates")), context
assert any("$240/hr" in c and "$35 flat" in c for c in context), context
assert any("Oldtimers booked 2 hrs prime Sat. Feb. 7" in c for c in context), context
reply = answer(question, context, mock="$515 before HST - 2 hrs of prime ice at $240/hr, plus $35 for the room after.")
finish(question, expected="$565 before tax - 2 hrs at the new $265/hr prime rate (as of Feb. 1) plus $35 for the room",
       actual=reply)
