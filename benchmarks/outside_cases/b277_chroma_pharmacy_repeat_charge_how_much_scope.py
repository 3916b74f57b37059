"""Batch 277 (held out). A community pharmacy's repeat prescriptions: chromadb collection of the dispensary's notes
on a patient, script style (every call its own trace); for a "how much" question the helper asks only the charges,
items and collection notes, and the note saying he's bought a prepayment certificate was filed under delivery.

App: Marsh Pharmacy (a community pharmacy on Westbourne Rd) runs a repeat prescription service - it orders each
patient's 28-day repeat from the surgery, dispenses it and either bags it for collection or sends it out with the
driver. Shazia (the dispensing assistant) and Mr Okafor (the pharmacist) file notes on each patient into one chroma
collection with metadata ``kind`` (items, charges, collection, delivery, surgery); for a "how much" question the
helper asks only the charges, items and collection notes (``where={"kind": {"$in": [...]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Shazia's charges note of 2053-03-03T10:40 has Derek
Haigh (58, pays for his prescriptions) at £9.90 an item, 4 items on his repeat, so £39.60 a month unless he gets a
PPC. Her note of Thu 10 Apr starts with his delivery (he's back at work so he'll collect himself from now on, no
more Tuesday drops) and says, in passing, that he's bought the 12 month prepayment certificate at the counter so
there's nothing to pay on his items from now on - it's on his record. It was filed as kind "delivery". Question
(Mon 28/4, his daughter Kelly, collecting for him): "how much do I need to bring for dad's repeat on friday? it's
his usual 4 items" -> expected nothing: he has a prepayment certificate now. The scoped query returns the charges,
items and collection notes; the assistant says £39.60.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thu 10 Apr note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has the prepayment certificate or "nothing to pay"; the £9.90 an item line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b277_chroma_pharmacy_repeat_charge_how_much_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PPC = ("Thu 10 Apr - Derek Haigh's back at work so he'll collect himself from now on, no more tues drops on the "
       "van 🚐 (take him off Wayne's list). ALSO he's bought the 12 month prepayment cert at the counter today so "
       "nothing to pay on his items from now on, it's on his PMR")
NOTES = [
    ("items", "2053-03-03T09:55 Derek Haigh, repeat every 28 days from Fernside surgery - ramipril 5mg, "
              "atorvastatin 40mg, metformin 500mg (x2 bd), lansoprazole 15mg. 4 items"),
    ("charges", "2053-03-03T10:40 Derek Haigh pays, he's 58, no exemption. £9.90 an item so £39.60 a month for "
                "his 4 items unless he gets a PPC - mentioned it to him, he'll think about it"),
    ("surgery", "18/3 Fernside want 48 hrs notice for repeats now, we order ours on the mon for the fri"),
    ("delivery", PPC),
    ("collection", "Tue 22nd Apr - Derek's April bag is on the shelf (H), his daughter Kelly collects sometimes, "
                   "she's on his consent form"),
    ("items", "24.4. metformin brand swapped by the wholesaler, same drug, told Derek the tablets look diff"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marsh-pharmacy-repeats-2053",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "patient": "derek-haigh"}])

question = "how much do I need to bring for dad's repeat on friday? it's his usual 4 items"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PPC in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["charges", "items", "collection"]}})
hits = found["documents"][0]
context = ["Today is Mon 28 April 2053. You are talking to Kelly, who collects her dad Derek Haigh's repeat "
           "prescription from Marsh Pharmacy."] + hits
assert PPC not in hits and not any(w in c.lower() for c in context
                                   for w in ("prepayment", "nothing to pay", "bought")), context
assert any("£9.90 an item so £39.60 a month" in c for c in context), context
reply = answer(question, context, mock="£39.60 - that's £9.90 an item for his 4 items.")
finish(question, expected="nothing - he bought a 12 month prepayment certificate, so no charge on his items",
       actual=reply)
