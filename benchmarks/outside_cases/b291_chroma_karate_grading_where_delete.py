"""Batch 291 (held out). A karate dojo's notes: chromadb collection, one root span per note, one for the treasurer's
clear-out and one for the question; the clear-out deletes, by a metadata filter, the subs notes she has put in the
spreadsheet, and one of them also carried the grading's new venue.

App: Calder Shotokan Karate Club train at St Mary's church hall, Mytholmroyd - kids Tues + Thurs 6-7, seniors
7-8.30, a kyu grading every term. Sensei Dave and Linda (the treasurer) file the club's notes into one chroma
collection (metadata ``kind``: classes, grading, kit, comps, subs). Once the subs are in her spreadsheet Linda
deletes the subs notes with ``collection.delete(where={"kind": "subs"})``; the helper answers parents from the 4
nearest notes.

Planted fault (DeletionError): Dave's grading note (2050-09-06T19:45) has the kyu grading on Sat 19th Nov, 10am, at
the dojo (St Mary's hall), examiner from Leeds. Linda's subs note of Mon 7th Nov starts with who has paid their
term's subs and says, in the middle, that the church have got the electricians in to rewire the hall that week, so
the grading's at Calder Valley Leisure Centre in the small sports hall, same time - Dave's booked it. Linda's
clear-out (Weds 16/11) deletes the subs notes, that one with them. Question (Fri 18/11, Aisha's mum): "where's the
grading tmrw? I'm dropping Aisha + her mate off on the way to work" -> expected Calder Valley Leisure Centre, the
small sports hall (the church hall's being rewired). The assistant says St Mary's church hall.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Linda's Mon 7th Nov note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the leisure centre, the sports hall or the rewiring); the grading note's "at the dojo
(St Mary's hall)" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b291_chroma_karate_grading_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VENUE = ("Mon 7th Nov (Linda) - subs in for this term from the Harveys x2, Ollie P, the Shahs, still chasing 4 🙄 "
         "ALSO the church have got the electricians in to rewire the hall that wk so the grading's at Calder Valley "
         "Leisure Centre, small sports hall, same time, Dave's booked it. pls tell ur lot")
NOTES = [
    ("classes", "Dave", "2050-09-01T20:00 new term 🥋 kids tues + thurs 6-7, seniors 7-8.30, St Mary's hall. £4 a "
                        "session or £40 a term, first 2 sessions free for newbies"),
    ("grading", "Dave", "2050-09-06T19:45 GRADING sat 19th nov 10am at the dojo (St Mary's hall), kyu grades only, "
                        "examiner's Sensei Hughes from Leeds. forms + fee to me by the 5th"),
    ("kit", "Dave", "26/10 new belts in, £6, gi's £22 (sizes 110-180), badges £3 - sew them on the left pls not the "
                    "right 😂"),
    ("subs", "Linda", "Tue 20th Sep - subs coming in, 31 paid so far, bank details are on the noticeboard, ref = "
                      "child's name"),
    ("comps", "Dave", "Thurs 3 Nov - Yorkshire open in Jan, squad sessions sat mornings from Dec, letters to follow"),
    ("subs", "Linda", VENUE),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-shotokan-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where's the grading tmrw? I'm dropping Aisha + her mate off on the way to work"
with turn_span("clear-out Weds 16/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert VENUE in before, before
    with fault():
        notes.delete(where={"kind": "subs"})

with turn_span("question Fri 18/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 18 November 2050. You are talking to Aisha's mum; Aisha trains at Calder Shotokan "
               "Karate Club."] + hits
    assert VENUE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("leisure centre", "sports hall", "rewire")), stored
    assert any("at the dojo (St Mary's hall)" in c for c in context), context
    reply = answer(question, context, mock="At the dojo - St Mary's church hall, 10am. Forms and fees should "
                                           "already be in with Sensei Dave.")
finish(question, expected="Calder Valley Leisure Centre, the small sports hall - St Mary's is being rewired",
       actual=reply)
