"""Batch 270 (held out). A taxi firm's school contracts: chromadb collection of the office's notes, one root span per
note, one for Tracey's clear-out and one for the question; the clear-out deletes, by a metadata filter, the invoice
notes once the month's invoice has gone to the council, and one of them also carried the new escort on a route.

App: Ryburn Cars (Ripponden) hold four home-to-school transport contracts with the council - minibuses and cars
with a passenger assistant (escort) on the special-school runs. Tracey in the office files notes into one chroma
collection (metadata ``kind``: routes, escorts, invoices, drivers, vehicles); when the month's invoice has gone in
she deletes the invoice notes with ``where={"kind": "invoices"}``; the helper answers drivers from the 4 nearest.

Planted fault (DeletionError): the escorts note (2051-01-04T07:45) has the Highfield School run - Kev driving the
8-seater, Maureen Pickles as the escort, picked up first at 7.40 from Bolton Brow. Tracey's invoice note of Tue
31/1 starts with January's invoice (21 school days, mileage sheets from Kev and Shabir, £3,864 for the Highfield
run) and says, in the middle, that Maureen has finished on the Highfield run for her hip op and the council have
sent a new escort, Gail Horsfall, DBS through yesterday, starting Monday, pick her up from Triangle at 7.35. The
clear-out (Fri 3/2) deletes the invoice notes, that one with them. Question (Sun 5/2, Kev): "who's my escort on
the Highfield run tmrw? need to know who I'm picking up first" -> expected Gail Horsfall (from Triangle, 7.35;
Maureen's off for her hip). The assistant says Maureen Pickles.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Tracey's Tue 31/1 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Gail, Horsfall or Triangle); the escorts note's "Maureen Pickles" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b270_chroma_taxi_school_run_escort_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ESCORT = ("Tue 31/1 Jan invoice - 21 sch days, mileage sheets in from Kev + Shabir, Highfield run £3,864 (£184 a "
          "day). Maureen's finished on the Highfield run for her hip op 🙏 so the council have sent a new escort, "
          "Gail Horsfall, DBS thru yesterday, starts mon - pick her up from Triangle 7.35. card for Maureen in the "
          "office")
NOTES = [
    ("routes", "2051-01-03T18:00 ROUTES spring term - Highfield (special sch) 8 seater, 5 kids; Calder High 16 "
               "seater x2; Ryburn Valley car. term starts weds 4th"),
    ("escorts", "2051-01-04T07:45 escorts - Highfield run Kev driving, Maureen Pickles escort, pick her up 1st 7.40 "
                "Bolton Brow. Calder High no escort needed"),
    ("vehicles", "11/1 the 8 seater's MOT is 28th feb, book it for a half term day NOT a sch day!!"),
    ("invoices", "Mon 16 Jan - council say invoices by the 2nd working day of the month or they pay late, mileage "
                 "sheets to me by the 31st pls"),
    ("drivers", "19.1. Shabir's badge renewal due march, he's done the safeguarding course"),
    ("invoices", ESCORT),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ryburn-cars-school-contracts",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Tracey"}])

question = "who's my escort on the Highfield run tmrw? need to know who I'm picking up first"
with turn_span("clear-out Fri 3/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ESCORT in before, before
    with fault():
        notes.delete(where={"kind": "invoices"})

with turn_span("question Sun 5/2"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sun 5 February 2051. You are talking to Kev, who drives the Highfield School run for Ryburn "
               "Cars."] + hits
    assert ESCORT not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("gail", "horsfall", "triangle")), stored
    assert any("Maureen Pickles escort" in c for c in context), context
    reply = answer(question, context, mock="Maureen Pickles - pick her up first at 7.40 from Bolton Brow.")
finish(question, expected="Gail Horsfall, from Triangle at 7.35 - Maureen's finished for her hip op", actual=reply)
