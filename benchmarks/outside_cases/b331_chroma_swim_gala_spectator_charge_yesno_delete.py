"""Batch 331 (held out). A swimming club's gala: chromadb collection of the gala notes, one root span per note, one
for Gill's clear-out and one for the question; the clear-out deletes, by a metadata filter, the entries notes once
the heat sheets are printed, and one of them also carried the pool's new charge for spectators.

App: Hebden Royd Otters swim their inter-club gala against Sowerby Bridge and Halifax on Sat 12th Nov 2050 at
Todmorden Sports Centre - warm-up 8.30, first race 9.30, done by about 1, officials from all three clubs, a tuck
shop. Gill (the gala secretary) and Martin (the head coach) file notes into one chroma collection (metadata
``kind``: plan, officials, entries, helpers, kit). Once the entries are on the heat sheets Gill deletes the entries
notes with ``where={"kind": "entries"}``; the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): Gill's plan note (2050-09-20T20:10) says spectators are free, balcony only. Her
entries note of Mon 24th Oct starts with the entries closing (118 swims, Lily P in 6) and the heat sheets going to
the printers, and says, in passing, that the sports centre are charging spectators now - £2 a head, under 5s free,
their new policy for all galas, pay at reception. Gill's clear-out (Weds 26/10) deletes the entries notes, that one
with them. Question (Thu 10/11, Claire, a mum): "do we have to pay to get in to watch on sat? bringing grandma +
grandad 😊" -> expected yes, £2 a head at reception (under 5s free). The assistant says no, spectators are free.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Gill's Mon 24th Oct note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on £2, charging or reception); the plan note's "spectators free" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b331_chroma_swim_gala_spectator_charge_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CHARGE = ("Mon 24th Oct - entries closed, 118 swims 🎉 (Lily P's in 6!!) heat sheets to the printers weds. oh + the "
          "sports centre have said they're charging spectators now, £2 a head, under 5s free - it's their new policy "
          "for all galas, not just ours. pay at reception on the way in")
NOTES = [
    ("plan", "Gill", "2050-09-20T20:10 GALA 🏊 sat 12th nov at Tod Sports Centre v Sowerby Bridge + Halifax. warm up "
                     "8.30, 1st race 9.30, done by 1ish. spectators free, balcony only, NO outdoor shoes on poolside!!"),
    ("officials", "Martin", "officials - ref is Martin, starter Jackie, need 6 timekeepers from us (2 a lane end), "
                            "stroke judges coming from Halifax"),
    ("entries", "Gill", "3/10 entries open on the club app, £3.50 a swim, close sun 23rd oct midnight. ask Martin if "
                        "ur not sure which events"),
    ("entries", "Gill", CHARGE),
    ("helpers", "Gill", "tuck shop - Dawn + Rachel, bacon butties from 8, need cakes donating pls (no nuts)"),
    ("kit", "Martin", "club hats + the green t shirts on for the march past, hats £6 from me if lost, goggles spare "
                      "in the kit bag"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hr-otters-gala-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "do we have to pay to get in to watch on sat? bringing grandma + grandad 😊"
with turn_span("clear-out Weds 26/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert CHARGE in before, before
    with fault():
        notes.delete(where={"kind": "entries"})

with turn_span("question Thu 10/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 10 November 2050. You are talking to Claire, whose son swims for Hebden Royd Otters "
               "(gala Sat 12 Nov)."] + hits
    assert CHARGE not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("£2 a head", "charging", "reception")), stored
    assert any("spectators free, balcony only" in c for c in context), context
    reply = answer(question, context, mock="No - spectators are free, it's balcony only. Tell grandma and grandad "
                                           "no outdoor shoes on poolside.")
finish(question, expected="yes - £2 a head at reception (under 5s free), the sports centre charge spectators now",
       actual=reply)
