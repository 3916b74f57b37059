"""Batch 215 (held out). A primary school's sports day: chromadb collection of PTA notes, one root span per note, one
for the clear-out and one for the question; the clear-out of the newsletter reminders deletes the one that moved the
day.

App: Clunbury C of E Primary hold sports day on the rec - KS1 races then KS2, the parents' race at 3, PTA ice creams
after. Sharon (PTA secretary) keeps the PTA's notes in one chroma collection (metadata ``kind``: plan, races,
icecreams, reminders, helpers); once the newsletter's gone out she clears the reminder notes
(``collection.delete(where={"kind": "reminders"})``); the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2049-03-11T16:05) has sports day on Tue 8th June, 1.30-3.15, rain day
Thurs 10th. Sharon's Weds 7 Apr reminders note - sun cream, named water bottles, PE kit in house colours - says in
passing that the county have booked the rec for their cricket festival on the 8th without telling anyone, so sports
day's now Weds 16th June, same times, rain day Fri 18th. The clear-out (Fri 14/5, after the newsletter) deletes every
reminders note, that one with them. Question (Mon 7/6, Kerry, whose twins are in Y2): "when's sports day? need to
book the afternoon off work" -> expected Weds 16th June (the county have the rec on the 8th). The assistant says Tue
8th June.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the reminders note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
date. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on the 16th, the cricket or the county); the plan note's "tue 8th june" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b215_chroma_sportsday_date_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 7 Apr reminders for the newsletter ☀️ sun cream + hats on before school, water bottles w/ names, PE "
         "kit in house colours. oh + the county have booked the rec for their cricket festival on the 8th (nobody "
         "told us!!) so sports day's now weds 16th june, same times, rain day fri 18th")
NOTES = [
    ("plan", "2049-03-11T16:05 SPORTS DAY 🏃 tue 8th june 1.30-3.15 on the rec, rain day thurs 10th. KS1 first then "
             "KS2, parents' race at 3 (mums then dads), PTA ice creams after"),
    ("races", "races - egg + spoon, sack, beanbag on the head, 3 legged for Y5/6, obstacle course for KS1. Mr Barker's "
              "got the sacks in the PE shed"),
    ("icecreams", "ice creams - 220 lollies from the cash + carry, 50p each, freezer in the staffroom, Dee + me "
                  "selling from the gazebo"),
    ("reminders", MOVED),
    ("helpers", "helpers - 8 parents signed up for the stations, Mr Barker wants 2 on the finish line w/ stopwatches"),
    ("reminders", "reminders 29/4 - helpers letter out fri, first aid bag from the office, 2 gazebos from the "
                  "cricket club"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clunbury-pta-sportsday-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sharon"}])

question = "when's sports day? need to book the afternoon off work"
with turn_span("clear-out Fri 14/5"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "reminders"})

with turn_span("question Mon 7/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Mon 7 June 2049. You are talking to Kerry, whose twins are in Y2 at Clunbury C of E "
               "Primary."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("16th", "cricket", "county")), stored
    assert any("tue 8th june 1.30-3.15" in c for c in context), context
    reply = answer(question, context, mock="Tuesday 8th June, 1.30-3.15 on the rec (rain day Thursday 10th).")
finish(question, expected="Weds 16th June, same times (the county have the rec for their cricket festival on the "
                          "8th); rain day Fri 18th", actual=reply)
