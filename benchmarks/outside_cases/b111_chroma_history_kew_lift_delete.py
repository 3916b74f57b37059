"""Batch 111 (held out). A family history society's research trips: chromadb collection, a clear-out after a
trip, script style (each call its own trace).

App: Brackley Family History Society keeps its trip notes in one chroma collection, each tagged with the trip it
belongs to ("trip": "northampton-feb", "kew-mar", or "all" for standing notes). After each trip Pauline, the trips
secretary, clears that trip's notes out.

Planted fault (DeletionError): Margaret (the treasurer) wrote on 24/2, on the bus back from Northampton, that she's
driving to Kew on the 11th and has room for 3, picking up from the church car park 7.15 - Dennis's car is in for
its clutch so he can't do lifts this time. Pauline tagged it "northampton-feb" (it was written that day), so her
clear-out of the Northampton notes on 27/2 deletes it. The standing lifts note still says Dennis drives to London
trips. Question (Tue 9/3/38, Audrey): "who's taking me to kew on thurs?" -> expected Margaret, the treasurer. The
assistant says Dennis.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: Margaret's
note is found before the delete and gone from the collection and the context after it; Dennis's note is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b111_chroma_history_kew_lift_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LIFT = ("on the bus back - I'm driving to Kew on the 11th, room for 3, pick up church car pk 7.15am sharp. Dennis's "
        "car is in for the clutch so hes no lifts this time. Margaret (treas.)")
DOCS = [
    ("all", "LIFTS: Dennis drives for the London trips (Kew, the LMA), 4 seats, church car park. petrol £5 each"),
    ("northampton-feb", LIFT),
    ("northampton-feb", "Northampton RO 24/2 - 9 of us, parish regs on fiche, Audrey found her Whitlocks 1841!!"),
    ("kew-mar", "KEW thurs 11/3 - reader tickets: Audrey, Pauline, Ken renew yours! docs ordered ahead: WO 97 x3"),
    ("northampton-feb", "lunch at the Wetherspoons on the corner, £7.99 deal, 1 veggie"),
    ("all", "pencils only in the reading rooms, no pens, lockers take £1 coin (you get it back)"),
    ("northampton-feb", "Ken left his magnifier in the fiche room, rang them, they've got it"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brackley-fhs-trips", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"trip": trip} for trip, _ in DOCS])

words = "lift to Kew who is driving car pick up"
before = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert LIFT in before, before

# Sat 27/2, Pauline's clear-out of the Northampton trip
old = notes.get(where={"trip": "northampton-feb"})["ids"]
assert "t01" in old and len(old) == 4, old
with fault():
    notes.delete(ids=old)

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=7)["documents"][0]
question = "who's taking me to kew on thurs?"
context = ["Today is Tue 9 March 2038. You are talking to Audrey, a society member."] + hits
assert LIFT not in stored + context
assert not any("Margaret" in c or "clutch" in c for c in stored + context), context
assert any("Dennis drives for the London trips" in c for c in context), context
reply = answer(question, context, mock="Dennis - he does the London trips, from the church car park. £5 for petrol.")
finish(question, expected="Margaret, our treasurer (Dennis's car's in the garage)", actual=reply)
