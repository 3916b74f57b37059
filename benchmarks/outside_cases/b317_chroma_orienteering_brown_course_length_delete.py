"""Batch 317 (held out). An orienteering club's autumn event: chromadb collection of the organisers' notes, one root
span per note, one for Liz's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
landowner-permission notes once the permission is signed off, and one of them also carried the shortened courses.

App: Ryburn Valley Orienteers put on a regional event at Ogden Water on Sun 9th Nov 2051 - seven colour-coded
courses from White to Brown, a string course for the little ones, SI dibbers, starts 10.30-12.30, assembly by the
visitor centre. Liz (the organiser) and Graham (the planner) file notes into one chroma collection (metadata
``kind``: plan, courses, permissions, kit, helpers); the helper answers members' questions from the 4 nearest.
Once the landowner has signed off, Liz deletes the permissions notes (``where={"kind": "permissions"}``).

Planted fault (DeletionError): Graham's courses note (2051-09-28T21:00) has Brown 7.1km with 24 controls, Blue 6.0,
Green 4.1, Light Green 3.2, Orange 2.5, Yellow 1.8, White 1.2. Liz's permissions note of Tue 21st Oct starts with
Yorkshire Water signing it off and says that they want the north plantation left alone till after the pheasant
shoot, so Graham's pulled the Brown and the Blue out of it - Brown's 5.8k now, not 7.1, Blue 5.2 (was 6) - and the
risk assessment's with Mike. Liz's clear-out (Sat 25/10) deletes the permissions notes, that one with them.
Question (Weds 5/11, Tariq, moving up to Brown): "how long's Brown on sunday? first go at it after moving up from
blue, want to know what I'm in for 😅" -> expected 5.8km (cut from 7.1 to keep out of the north plantation). The
assistant says 7.1km.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Liz's Tue 21st Oct note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 5.8, the plantation or the shoot); the courses note's "Brown 7.1km" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b317_chroma_orienteering_brown_course_length_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CUT = ("Tue 21st Oct (Liz) - Yorkshire Water have signed it off 👍 BUT they want the north plantation left alone till "
       "after the pheasant shoot so Graham's had to pull the Brown + Blue courses out of it - Brown's 5.8k now not "
       "7.1, Blue 5.2 (was 6). risk assessment's with Mike")
NOTES = [
    ("plan", "Liz", "2051-08-30 19:40 OGDEN WATER sun 9th nov 🧭 regional event, assembly by the visitor centre, "
                    "starts 10.30-12.30, courses close 2.30. parking £3 in the YW car park, enter on SiEntries"),
    ("courses", "Graham", "2051-09-28T21:00 courses (Graham) - Brown 7.1km 24 controls, Blue 6.0, Green 4.1, Lt Green "
                          "3.2, Orange 2.5, Yellow 1.8, White 1.2. string course for the tinies by the tea tent"),
    ("permissions", "Liz", "3/10 permission form's gone to Yorkshire Water, they said 2-3 wks, also asked the "
                           "sailing club re the boathouse loos"),
    ("kit", "Graham", "Sat 11 Oct - kites + stands counted, 3 SI units need new batteries, controls out sat pm w/ "
                      "Pete + Aisha"),
    ("permissions", "Liz", CUT),
    ("helpers", "Liz", "Thurs 23/10 - still need 2 on registration + someone for the string course, tea tent's "
                       "the Scouts again 🍰"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ryburn-valley-o-ogden-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "how long's Brown on sunday? first go at it after moving up from blue, want to know what I'm in for 😅"
with turn_span("clear-out Sat 25/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert CUT in before, before
    with fault():
        notes.delete(where={"kind": "permissions"})

with turn_span("question Weds 5/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 5 November 2051. You are talking to Tariq, a member of Ryburn Valley Orienteers, "
               "running at the Ogden Water event (Sun 9 Nov)."] + hits
    assert CUT not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("5.8", "plantation", "pheasant")), stored
    assert any("Brown 7.1km 24 controls" in c for c in context), context
    reply = answer(question, context, mock="Brown's 7.1km with 24 controls - a good step up from Blue (6km).")
finish(question, expected="5.8km - Graham cut it from 7.1 to keep it out of the north plantation", actual=reply)
