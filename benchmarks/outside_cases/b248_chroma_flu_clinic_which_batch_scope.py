"""Batch 248 (held out). A GP surgery's Saturday flu clinic: chromadb collection of the clinic team's notes, script
style (every call its own trace); for a vaccine or stock question the helper asks only the stock log, and the note
that quarantined a batch was posted in the staff chat.

App: Calder Brook Surgery run a Saturday flu clinic on Sat 8th Oct 2050, 8.30 till 1 - three nurses and an HCA,
the over 65s (adjuvanted vaccine, aQIV) in rooms 1 to 3 and the at-risk under 65s (QIVc) in room 4. The clinic's
helper files every note into one chroma collection with metadata ``source`` (stock log, rota, staff chat,
bookings); for a question about vaccines or batches it asks only the stock log (``where={"source": "stock log"}``,
the 3 nearest), which is where deliveries are booked in.

Planted fault (RetrievalError, filtered out by the scope): the stock log of 2050-09-20T11:05 books in aQIV batch
KT4471 (400 doses, fridge 2) and QIVc batch QC2290. Sister Okoye's staff chat message of Tues 4/10 says the fridge 2
logger went up to 11.2 overnight on Sunday, so KT4471 is quarantined (yellow bag, do not use) till pharmacy advise,
and the replacement aQIV came that morning - batch KT4502, 300 doses, in fridge 1 - and, in passing, asks for the
good scissors back. Question (Fri 7/10, Claire, one of the nurses): "which aQIV batch am I using for the over 65s
tomorrow? need the batch no. for the record cards" -> expected KT4502 (KT4471's quarantined after the fridge 2
excursion). The scoped query returns the three stock log notes; the assistant says KT4471.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Sister Okoye's message is
in the collection and among the question's 5 nearest with no filter, but the source filter kept it from the
context the model saw. Asserted: the message is in the unfiltered 5 nearest and not in the filtered result; no
context line has KT4502, "quarantine" or 11.2; the delivery of KT4471 is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b248_chroma_flu_clinic_which_batch_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

FRIDGE = ("Tues 4/10 Sister Okoye - heads up all 🥶 fridge 2 logger went up to 11.2 overnight sun, so aQIV batch "
          "KT4471 is QUARANTINED (yellow bag, do not use) till pharmacy advise. replacement aQIV came this am, batch "
          "KT4502 x 300, its in fridge 1. also can whoever took the good scissors from treatment rm bring them back pls")
NOTES = [
    ("stock log", "2050-09-20T11:05 delivery recieved - aQIV (65+) batch KT4471 x 400, exp 06/2051, fridge 2. QIVc "
                  "(under 65 at risk) batch QC2290 x 250, exp 05/2051, fridge 1. checked + logged SB"),
    ("stock log", "27/9 LAIV nasal for the kids clinic, batch NS118, 60 doses, fridge 1 top shelf, exp 20/1/51"),
    ("rota", "Sat 8th Oct clinic - Amira, Jo + Claire + Dev (HCA), 8.30-1. over 65s rooms 1-3, under 65s rm 4. "
             "reception Sue + Linda"),
    ("staff chat", FRIDGE),
    ("bookings", "Weds 5 Oct - 286 booked for sat, mostly 65+, text reminders go out fri pm"),
    ("stock log", "Mon 3rd Oct - 6 sharps bins ordered, plasters + cotton wool restocked in cupboard B, "
                  "anaphylaxis kits checked x 4"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-brook-flu-2050", embedding_function=offline.chroma_embedding_function())
for i, (source, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"source": source}])

question = "which aQIV batch am I using for the over 65s tomorrow? need the batch no. for the record cards"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert FRIDGE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"source": "stock log"})
hits = found["documents"][0]
context = ["Today is Fri 7 October 2050. You are talking to Claire, a practice nurse at Calder Brook Surgery, "
           "vaccinating at the Saturday flu clinic (Sat 8 Oct)."] + hits
assert FRIDGE not in hits and not any(w in c.lower() for c in context for w in ("kt4502", "quarantine", "11.2")), \
    context
assert any("aQIV (65+) batch KT4471 x 400" in c for c in context), context
reply = answer(question, context, mock="KT4471 - that's the aQIV for the 65s, in fridge 2 (exp 06/2051).")
finish(question, expected="KT4502 - KT4471's quarantined after fridge 2 went up to 11.2, the replacement's in fridge 1",
       actual=reply)
