"""Batch 321 (held out). An interfaith winter shelter: chromadb collection of the coordinators' notes, one root span
per note, one for Sam's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
volunteer notes now on the shared spreadsheet, and one of them also carried Thursday's change of venue.

App: Calder Interfaith Winter Shelter runs from 1st Dec 2050 to the end of March 2051 - a different faith venue each
night (Mon St Mary's, Tue the Central Mosque, Weds Beth Shalom synagogue hall, Thu the Methodist hall on Park Rd,
Fri-Sun the URC), 14 camp beds, an evening meal brought in by a different group each night, breakfast, volunteers
on evening and overnight shifts. Sam (the coordinator) and the venue contacts file notes into one chroma collection
(metadata ``kind``: venues, volunteers, food, guests, rules). Once the volunteer sign-ups are on the spreadsheet Sam
deletes the volunteer notes with ``where={"kind": "volunteers"}``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Sam's venues note (2050-11-21T19:00) has Thursdays at the Methodist hall on Park Rd.
Sam's volunteers note of Sun 8th Jan starts with the January sign-ups (all in, 2 short on Thursday overnights) and
says, in the middle, that the Methodist boiler's packed in, so Thursday nights are at the Quaker meeting house on
Bull Close Lane till it's fixed - Rev Ann's very sorry - and that the camp beds went over in Geoff's van. Sam's
clear-out (Tue 10/1) deletes the volunteer notes, that one with them. Question (Thu 12/1, Nasreen, whose group does
tonight's evening meal): "where are we tonight? I'm doing the evening meal, need to know where to drop the pans" ->
expected the Quaker meeting house on Bull Close Lane (the Methodist boiler's gone). The assistant says the
Methodist hall on Park Rd.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Sam's Sun 8th Jan note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the Quakers, Bull Close Lane or the boiler); the venues note's "thu the Methodist hall
on Park Rd" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b321_chroma_winter_shelter_thursday_venue_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("Sun 8th Jan (Sam) - jan sign ups all in 🙏 still 2 short on thurs overnights if anyone knows anyone. AND "
        "the Methodist boiler's packed in 🥶 so thurs nights are at the Quaker meeting house on Bull Close Lane till "
        "it's fixed, Rev Ann's very sorry. Geoff took the camp beds over in his van")
NOTES = [
    ("venues", "Sam", "2050-11-21T19:00 WINTER SHELTER venues 🛏️ mon St Mary's, tue Central Mosque (side hall), weds "
                      "Beth Shalom synagogue hall, thu the Methodist hall on Park Rd, fri-sun the URC. doors 7pm, out "
                      "by 8am"),
    ("food", "Sam", "28/11 evening meal - the group doing the night brings it hot for 7.30, 14 guests + the vols. "
                    "drop the pans at the venue kitchen, we wash up + bring them back"),
    ("rules", "Sam", "2050-12-01T18:00 house rules - no alcohol on site, lights out 10.30, no guests in the kitchen"),
    ("volunteers", "Sam", "Mon 12th Dec - dec rota's full!! 3 on each evening shift, 2 on overnights + the lead"),
    ("guests", "Bev", "Weds 4/1 - 13 guests last nite, 2 new referrals from the council, one's a vegan (!!)"),
    ("volunteers", "Sam", MOVE),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-interfaith-shelter-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where are we tonight? I'm doing the evening meal, need to know where to drop the pans"
with turn_span("clear-out Tue 10/1"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVE in before, before
    with fault():
        notes.delete(where={"kind": "volunteers"})

with turn_span("question Thu 12/1"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 12 January 2051. You are talking to Nasreen, whose group is doing tonight's evening meal "
               "for Calder Interfaith Winter Shelter."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("quaker", "bull close", "boiler")), stored
    assert any("thu the Methodist hall on Park Rd" in c for c in context), context
    reply = answer(question, context, mock="Thursdays are at the Methodist hall on Park Rd - drop the pans in the "
                                           "venue kitchen for 7.30.")
finish(question, expected="the Quaker meeting house on Bull Close Lane - the Methodist boiler's packed in",
       actual=reply)
