"""Batch 280 (held out). A music teacher's pupils, lessons and exam entries: chromadb collection of her notes, one
root span per note, one for her half-term clear-out and one for the question; the clear-out deletes, by a metadata
filter, the week-by-week lesson notes, and one of them also carried the exam board's letter moving an exam.

App: Clare Holt teaches piano and flute from home in Sowerby Bridge - about twenty pupils, half-hour and forty-five
minute lessons, ABRSM exams each term. She files notes into one chroma collection with metadata ``kind`` (pupils,
lessons, exams, fees): the lessons notes are her jottings after each teaching day. At half term she deletes the
lessons notes (``where={"kind": "lessons"}``), having copied anything about playing into the pupils' books; the
helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): her exams note of 2087-03-20 has the summer entries in - Isla grade 3 piano, Ben grade
1 flute - at the exam centre at the Victoria Theatre, Halifax. Her exams note of mid-May has the times (Isla Tues 10
June 11.20am, Ben Weds 11th 2.05pm). Her lessons note of Thu 15/5 starts with the day's lessons (Isla's scales, Ben
forgot his book again) and says, in passing, that a letter came from ABRSM - Isla's grade 3 is at the Methodist
church hall on Fountain St now, not the Victoria Theatre (they've double booked the theatre), same day and time.
The half-term clear-out (Sat 24/5) deletes the lessons notes, that one with them. Question (Fri 6/6, Isla's dad):
"where's Isla's gr3 exam on tuesday? is it the theatre in Halifax again? need to sort parking" -> expected the
Methodist church hall on Fountain St, Halifax. The assistant says the Victoria Theatre.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thu 15/5 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the Methodist hall or Fountain St); the exams note's Victoria Theatre is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b280_chroma_music_exam_centre_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Thu 15/5 lessons - Isla did her gr3 scales beautifully, all of them hands together 👏 Ben forgot his book "
         "AGAIN. letter from ABRSM came: Isla's gr3 is at the Methodist church hall on Fountain St now, not the "
         "Victoria Theatre (they've double booked the theatre), same day same time. Oscar's mum paid cash")
NOTES = [
    ("pupils", "pupils this term - 19, Thurs is full. Isla (gr3 piano, Mr Patel's girl), Ben (flute, gr1), Oscar, "
               "Freya, Amira, Noah + the rest. waiting list 3"),
    ("exams", "2087-03-20 summer exam entries in!! Isla gr3 piano, Ben gr1 flute. exam centre is the Victoria "
              "Theatre, Halifax as usual. dates out mid May"),
    ("fees", "fees summer term: 30 min £16, 45 min £22, invoices out 1st wk, bank transfer or cash"),
    ("lessons", "Weds 7/5 lessons - Amira nailed the Clementi 🎉 Noah needs to practise more than the night before 😂"),
    ("exams", "mid May - exam times came: Isla tues 10 june 11.20am, Ben weds 11th 2.05pm. be there 20 mins early "
              "to warm up, bring the pieces + the appointment slip"),
    ("lessons", MOVED),
    ("lessons", "Tue 20 May lessons - Freya's mum wants to try 45 mins after half term, Jack's last lesson, moving to "
                "Leeds 😢"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clare-holt-music-2087",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Clare"}])

question = "where's Isla's gr3 exam on tuesday? is it the theatre in Halifax again? need to sort parking"
with turn_span("half-term clear-out Sat 24/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "lessons"})

with turn_span("question Fri 6/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 6 June 2087. You are talking to Mr Patel, whose daughter Isla has piano lessons with "
               "Clare Holt."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("methodist", "fountain st", "double booked")), stored
    assert any("exam centre is the Victoria Theatre, Halifax" in c for c in context), context
    reply = answer(question, context, mock="At the Victoria Theatre in Halifax - Tuesday 10 June, 11.20am; get there "
                                           "20 minutes early to warm up.")
finish(question, expected="the Methodist church hall on Fountain St, Halifax - ABRSM moved it from the Victoria "
                          "Theatre", actual=reply)
