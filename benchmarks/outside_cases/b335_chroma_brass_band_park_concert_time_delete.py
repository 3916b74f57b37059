"""Batch 335 (held out). A brass band's engagements diary: chromadb collection of the secretary's diary notes, one
root span per note, one for the clear-out after Whit Friday and one for the question; the clear-out deletes, by a
metadata filter, the Whit Friday notes, and the round-up note that closed Whit Friday also carried the park concert's
new time.

App: Rishworth & Ryburn Band keep their engagements diary in the band's helper - the park concerts, the Whit Friday
marches, the gala, the contests. Carol (the band secretary) files each note into one chroma collection with metadata
``kind`` (engagement, rehearsal, transport, uniform) and ``event``; once an engagement's done she deletes its notes
with ``collection.delete(where={"event": ...})``. The helper answers players from the 4 nearest notes.

Planted fault (DeletionError): Carol's engagement note of 2051-03-08T21:00 has the bandstand in Crow Wood Park on Sun
11th June, 2.30-4.30, a council booking. Her round-up of Sat 27/5 (event whit-friday) starts with Whit Friday - 7
contests in the end, 2nd at Delph, the coach back at 1am - and says, after an ALSO, that the council rang about the
park concert on Sun 11th: the duck race is in the park at 2 so they've put the band back, on 3 till 5 now, there for
2.15 to set up. The clear-out (Mon 29/5) deletes the Whit Friday notes, that one with them. Question (Tue 6/6, Liam,
2nd cornet): "what time are we on at the park concert on sun? need to sort a lift for me + my stand" -> expected 3
(till 5, there for 2.15 - the duck race has the park at 2). The assistant says 2.30.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sat 27/5 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the duck race or 3 till 5); the engagement note's 2.30-4.30 is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b335_chroma_brass_band_park_concert_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Sat 27/5 (Carol) - Whit Fri done!! 🎉 7 contests in the end, 2nd at Delph 🏆 + 4th in Dobcross, coach back "
         "at 1am 😴 thanks Gaz for driving the van. ALSO the council rang about the park concert on "
         "sun 11th - the duck race is in the park at 2 so they've put us back, we're on at 3 till 5 now, be there "
         "2.15 to set up")
NOTES = [
    ("engagement", "park-concert", "2051-03-08T21:00 ENGAGEMENTS 🎺 sun 11th june - bandstand in Crow Wood Park, "
                                   "2.30-4.30, council booking £350. 2 halves w/ a break for the ice cream van, "
                                   "concert programme, stands needed"),
    ("engagement", "whit-friday", "Whit Fri 26th May - coach from the bandroom 3pm sharp, march cards + lyres, NO "
                                  "stands. aiming for 8 contests - Delph, Dobcross, Uppermill + whatever we can get "
                                  "to. bring a coat"),
    ("rehearsal", "park-concert", "rehearsals tues + thurs 7.30 at the bandroom as normal, extra one sun 4th june "
                                  "10-12 for the park programme, full band pls"),
    ("transport", "park-concert", "20/5 van - Gaz takes the percussion + the basses' stands to the park, loads at "
                                  "the bandroom 1 hr before we're on"),
    ("engagement", "whit-friday", MOVED),
    ("uniform", "park-concert", "park uniform = band jackets, no caps, black shoes (not trainers Liam 😂)"),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("rishworth-ryburn-band-diary-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, event, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        diary.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "event": event, "by": "Carol"}])
assert diary.count() == len(NOTES)

question = "what time are we on at the park concert on sun? need to sort a lift for me + my stand"
with turn_span("clear-out Mon 29/5"):
    before = diary.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        diary.delete(where={"event": "whit-friday"})

with turn_span("question Tue 6/6"):
    stored = diary.get()["documents"]
    hits = diary.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 6 June 2051. You are talking to Liam, 2nd cornet in Rishworth & Ryburn Band."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("duck race", "3 till 5", "put us back")), stored
    assert any("2.30-4.30" in c for c in context), context
    reply = answer(question, context, mock="2.30 - you're on 2.30 till 4.30 at the Crow Wood Park bandstand on Sunday; "
                                           "Gaz is taking the stands in the van.")
finish(question, expected="3 o'clock, till 5 (be there 2.15) - the duck race has the park at 2", actual=reply)
