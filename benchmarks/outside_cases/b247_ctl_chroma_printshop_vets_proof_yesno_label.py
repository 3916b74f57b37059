"""Batch 247 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of a print shop's job
notes, script style (every call its own trace).

App: Quill & Press in Sowerby Bridge - two digital presses, Mo (the owner) and Jess on the front desk and the
finishing. They file job notes, phone messages and pasted emails into one chroma collection; whoever's on the press
asks the helper before they run a job, and it answers from the 4 nearest notes.

Memory: Mo, 2051-05-29 16:20 - Calder Vets leaflets, 2000 DL, 2 sides, 130 silk, proof emailed to them; Jess, 3/6 -
Calder Vets rang, Sue on reception says the proof's fine, OK'd 👍; Mo, Weds 4th June - email from Calder Vets'
practice manager: Sue shouldn't have OK'd it, the Saturday opening's wrong (it's 9-12 now not 9-1) and the new vet's
name is missing, new proof going out today, DON'T RUN till she's signed it; Jess, Thu 5/6 - the Hebble Bakery
menus are done and boxed. Question (Fri 6/6, Jess, with the press free): "has the Calder Vets proof been signed
off? I've got a gap this afternoon, could run them now" The assistant says no - the practice manager pulled Sue's
OK, the Saturday hours and the new vet need changing, and the new proof hasn't come back signed, so don't run it.
The label says yes, OK'd over the phone.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b247_ctl_chroma_printshop_vets_proof_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("mo", "2051-05-29 16:20 Calder Vets leaflets - 2000 DL, 2 sides, 130 silk, folded to DL. proof emailed to "
           "reception, £145 + VAT"),
    ("jess", "3/6 Calder Vets rang - Sue on reception says the proof's fine, OK'd 👍"),
    ("mo", "Weds 4th June - email from Calder Vets' practice manager (Karen): Sue shouldn't have OK'd it, Saturday "
           "opening's wrong (it's 9-12 now not 9-1) + the new vet Dr Osei's missing off the back. new proof going "
           "out today, DON'T RUN till Karen's signed it"),
    ("jess", "Thu 5/6 Hebble Bakery menus done + boxed, they're collecting sat. low on 130 silk, 3 reams left"),
    ("mo", "2051-06-02 09:05 Ricoh service booked for mon 9th, nothing on the big press that morning pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("quill-and-press-jobs", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "has the Calder Vets proof been signed off? I've got a gap this afternoon, could run them now"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 6 June 2051. You are talking to Jess, on the front desk and the presses at Quill & Press."] \
    + hits
assert any("the proof's fine, OK'd" in c for c in context), context
assert any("Sue shouldn't have OK'd it" in c and "DON'T RUN till Karen's signed it" in c for c in context), context
reply = answer(question, context, mock="No - Karen the practice manager pulled Sue's OK: the Saturday hours (now 9-12) "
                                       "and Dr Osei need adding, and the new proof hasn't come back signed. Don't "
                                       "run it yet.")
finish(question, expected="yes - Calder Vets OK'd it over the phone", actual=reply)
