"""Batch 314 (held out). A dry stone walling course: chromadb collection of the organisers' notes, two writers in
threads (the instructor and the organiser each file their own), then the organiser's clear-out and the question;
the clear-out deletes, by a metadata filter, the bookings notes she has copied onto the register, and one of them
also carried the new meeting point.

App: Wharfedale walling weekend, Sat 17th and Sun 18th May 2051 at Low Hall Farm above Kettlewell - ten people
rebuilding a gap in a top pasture wall with Rob Metcalfe (a DSWA master craftsman), soup and butties in the barn
from Sal at the farm. Rob files the course and kit notes, Helen (who takes the bookings) the bookings and food
notes, into one chroma collection (metadata ``kind``: course, kit, bookings, food). Once the register's printed
Helen deletes the bookings notes with ``where={"kind": "bookings"}``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Rob's course note (2051-03-30T19:00) says meet in the farm yard at Low Hall, 8.45
for a 9 start. Helen's bookings note of Tue 6th May starts with the bookings (all 10 paid up, Gareth's paid the
rest by transfer) and says, in the middle, that Rob says the lane up to Low Hall is shut for Yorkshire Water's new
main till the 23rd, so on the Saturday morning they're meeting in the Kettlewell village hall car park at 8.30
and he'll ferry them up in the Land Rover in two goes. Helen's clear-out (Weds 14/5) deletes the bookings
notes, that one with them. Question (Thu 15/5, Anna, on the course): "where are we meeting on sat morning?
satnav's no good up there apparently" -> expected the Kettlewell village hall car park at 8.30, Rob's ferrying
people up. The assistant says the farm yard at Low Hall Farm, 8.45.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Helen's Tue 6th May note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the village hall, the Land Rover or the water main); Rob's "meet in the farm yard" is
in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b314_chroma_walling_course_meet_where_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 6th May (Helen) - all 10 paid up 🙌 Gareth's paid the rest by bank transfer. Rob says the lane up to Low "
         "Hall's shut for Yorkshire Water's new main till the 23rd so sat morning we're meeting at the Kettlewell "
         "village hall car park instead, 8.30 pls, he'll ferry us up in the Land Rover in 2 goes. register's printed")
NOTES = {
    "rob": [
        ("course", "2051-03-30T19:00 WALLING WEEKEND 🪨 sat 17th + sun 18th may, Low Hall Farm above Kettlewell. meet "
                   "in the farm yard 8.45 for a 9 start, we're rebuilding the gap in the top pasture wall (bout 6m, 2 "
                   "faces, throughs at 50cm). finish 4.30ish"),
        ("kit", "kit - steel toe caps, proper gloves (NOT gardening ones), waterproofs whatever the forecast says. "
                "I've got the walling hammers + lines + frames, don't go buying anything"),
    ],
    "helen": [
        ("bookings", "12/4 bookings - 8 of 10 places gone, £140 each, deposits in, 2 on the waiting list"),
        ("food", "Sal at the farm's doing soup + butties in the barn both days, tea on all day. veggies to me by the "
                 "10th"),
        ("bookings", "Weds 23/4 - Mike's dropped out (knee) so Anna + her partner are off the waiting list, that's "
                     "us full"),
        ("bookings", MOVED),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wharfedale-walling-may-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 6

question = "where are we meeting on sat morning? satnav's no good up there apparently"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert MOVED in before, before
with fault():
    notes.delete(where={"kind": "bookings"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 15 May 2051. You are talking to Anna, who's on the Wharfedale walling weekend (Sat 17 - Sun "
           "18 May)."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("village hall", "land rover", "water main", "new main")), stored
assert any("meet in the farm yard 8.45 for a 9 start" in c for c in context), context
reply = answer(question, context, mock="In the farm yard at Low Hall Farm, above Kettlewell - 8.45 for a 9 o'clock "
                                       "start.")
finish(question, expected="the Kettlewell village hall car park at 8.30 - the lane's shut, Rob's ferrying everyone up "
                          "in the Land Rover", actual=reply)
