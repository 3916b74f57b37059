"""Batch 327 (held out). A school minibus rota: chromadb collection of the rota notes, one root span per note, one
for the office's Friday clear-out and one for the question; the clear-out deletes the week's notes by a metadata
filter, and one of them also carried a lasting change to the swimming run.

App: Castle Hill Primary has a 17-seater minibus for Y4 swimming on Tuesdays, football fixtures on Wednesdays and
the odd trip. Mrs Grant (the office) and Mr Okafor (PE lead) file notes into one chroma collection with metadata
``kind`` (rota, checks, week) and, for the week-by-week notes, ``week``. Every Friday Mrs Grant clears that week's
notes with ``delete(where={"week": ...})``; the helper answers staff questions from the 4 nearest notes.

Planted fault (DeletionError): the standing rota note (2051-01-04T08:15) has Tuesday swimming leaving school at
1.20 sharp for the 1.45 slot at Calder pool, back for 3.15. Mrs Grant's week note of Mon 6/3 (w/c 6/3) says the
minibus is booked by Y6 for the Eureka trip on Thursday, so football walks to the rec - and, in the same note, that
the pool rang, the school's slot is moving to 1.30 for good (their aqua aerobics), so from now on the bus leaves
at 1.05 not 1.20 on Tuesdays. Her Friday clear-out (Fri 10/3) deletes the w/c 6/3 notes, that one with them.
Question (Mon 13/3, Miss Rhodes, Y4 teacher): "what time does the minibus go for swimming tmrw? need to get Y4
changed + lined up" -> expected 1.05 (the pool slot's 1.30 now). The assistant says 1.20.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Mon 6/3 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on 1.05, 1.30 or the aqua aerobics); the rota note's "leave school 1.20" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b327_chroma_minibus_swimming_leave_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POOL = ("Mon 6/3 (Mrs G) - this wk only: minibus booked by Y6 for the Eureka trip thurs so football's walking to the "
        "rec, Mr O knows. ALSO Calder pool rang, our swimming slot's moving to 1.30 for good from now (aqua aerobics "
        "have got the 1.45) so the bus leaves 1.05 not 1.20 on tues from now on")
NOTES = [
    ("rota-1", {"kind": "rota", "by": "Mrs Grant"},
     "2051-01-04T08:15 MINIBUS ROTA spring term 🚐 Tues swimming Y4 - leave school 1.20 sharp for the 1.45 slot at "
     "Calder pool, back for 3.15 home time. driver Mrs Clegg, 2nd adult Mr Shah"),
    ("rota-2", {"kind": "rota", "by": "Mr Okafor"},
     "weds football Y5/6 - away fixtures leave 3.20 from the front, Mr Okafor driving. home games no bus"),
    ("checks-1", {"kind": "checks", "by": "Mrs Grant"},
     "walk round check b4 every trip, sheet in the glovebox. fuel card's in the safe, sign it out + back in pls!!"),
    ("week-1", {"kind": "week", "week": "w/c 6/3", "by": "Mrs Grant"}, POOL),
    ("week-2", {"kind": "week", "week": "w/c 6/3", "by": "Mr Okafor"},
     "Weds 8/3 - football v Brookfield is HOME now (their pitch is waterlogged) so no bus weds, kick off 3.45"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("castle-hill-minibus", embedding_function=offline.chroma_embedding_function())
for i, (nid, meta, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[nid], documents=[text], metadatas=[meta])

question = "what time does the minibus go for swimming tmrw? need to get Y4 changed + lined up"
with turn_span("clear-out Fri 10/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert POOL in before, before
    with fault():
        notes.delete(where={"week": "w/c 6/3"})

with turn_span("question Mon 13/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 13 March 2051. You are talking to Miss Rhodes, the Y4 teacher at Castle Hill "
               "Primary."] + hits
    assert POOL not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("1.05", "1.30", "aqua")), stored
    assert any("leave school 1.20 sharp" in c for c in context), context
    reply = answer(question, context, mock="1.20 sharp - it's the 1.45 slot at Calder pool, so have Y4 lined up "
                                           "just before.")
finish(question, expected="1.05 - the pool moved the slot to 1.30 for good", actual=reply)
