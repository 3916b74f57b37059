"""Batch 289 (held out). An ice rink: chromadb collection of the duty managers' notes, one root span per note, one
for Gail's clear-out and one for the question; the clear-out deletes, by a metadata filter, the hockey fixture notes
once they are in the printed match programme, and one of them also cancelled a public session.

App: Calder Ice Arena runs public skating (Sat 10-12 and 2-4, Sun 2-4 and the 7-9 disco, Weds 7-9),
learn-to-skate blocks, birthday parties, and the Calder Comets' home ice hockey games. Gail and Trev (the duty
managers) file notes into one chroma collection with metadata ``kind`` (sessions, lessons, hockey, parties, disco);
once the fixtures are in the printed match programme Gail deletes the hockey notes with ``where={"kind":
"hockey"}``. The front-desk helper answers customers' questions from the 4 nearest notes.

Planted fault (DeletionError): Gail's sessions note (2051-01-03T09:00) has public skating Sun 2-4 every week. Trev's
hockey note of Weds 1st Feb says the Comets' Hull game has moved from the Saturday to SUN 12th at 2 (Hull's coach
is booked for the Sat), so NO public skate Sun 12th 2-4 - an extra one goes on Sat 11th 6-8 instead. Gail's
clear-out (Mon 6/2) deletes the hockey notes, that one with them. Question (Thu 9/2, an aunt on the phone): "is
there public skating sun afternoon? taking my niece for her birthday treat 🎂" -> expected no, not this Sunday (the
12th) - the Comets' game has the ice; there's an extra public session Sat 11th 6-8. The assistant says yes, 2-4.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Trev's Weds 1st Feb note was
in the collection and among the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Hull, the 12th or the extra Saturday session); the sessions note's "sun 2-4" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b289_chroma_ice_rink_public_skate_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 1st Feb (Trev) - the Comets' Hull game's moved to SUN 12th at 2 🏒 Hull's coach is booked for the sat "
         "so nothing we can do. so NO public skate sun 12th 2-4, we'll put an extra one on sat 11th 6-8 instead. "
         "Zamboni at 12.30, sign on the doors pls")
NOTES = [
    ("sessions", "Gail", "2051-01-03T09:00 public skating this term ⛸ sat 10-12 + 2-4, sun 2-4 + the 7-9 disco, "
                         "weds 7-9. £8.50 inc skate hire, £6 if u bring ur own, under 5s free w/ a paying adult"),
    ("lessons", "Gail", "9/1 learn to skate blocks start sat 14th, 8 wks, 9-9.45 before public, levels 1-6, Claire + "
                        "Dmitri coaching. £64 the block"),
    ("hockey", "Trev", "Comets home games this half - sat 21 jan v Widnes, sat 11 feb v Hull, face off 5.30 doors "
                       "4.45. ice shut to public from 4"),
    ("parties", "Gail", "parties on sat + sun public sessions only, max 20 kids, £12 a head inc hot dog + slush, "
                        "party room after for 45 mins"),
    ("disco", "Trev", "sun nite disco 7-9, DJ Kev's back 🎉 glow sticks £1 at the kiosk"),
    ("hockey", "Trev", MOVED),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-ice-arena-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "is there public skating sun afternoon? taking my niece for her birthday treat 🎂"
with turn_span("clear-out Mon 6/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "hockey"})

with turn_span("question Thu 9/2"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 9 February 2051. You are talking to a customer on the phone to Calder Ice Arena."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("hull", "12th", "sat 11th", "no public skate")), stored
    assert any("sun 2-4 + the 7-9 disco" in c for c in context), context
    reply = answer(question, context, mock="Yes - public skating's on Sunday 2 till 4, £8.50 including skate hire. "
                                           "Parties can be booked on that session too.")
finish(question, expected="no, not this Sunday (the 12th) - the Comets' Hull game has the ice; there's an extra "
                          "public session Sat 11th 6-8", actual=reply)
