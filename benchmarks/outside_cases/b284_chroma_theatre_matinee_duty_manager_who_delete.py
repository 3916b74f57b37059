"""Batch 284 (held out). A local theatre's box office and front-of-house rota: chromadb collection of the FOH
manager's notes, one root span per note, one for the clear-out and one for the question; the clear-out deletes, by a
metadata filter, the swaps notes she has copied into the printed rota, and one of them also carried a lasting change
of duty manager.

App: the Lantern Theatre (an amateur company's own little theatre) runs Blithe Spirit Tue 14 - Sat 18 March 2051,
evenings at 7.30 and a Saturday matinee at 2.30. Gill (front-of-house manager) files notes into one chroma
collection with metadata ``kind`` (rota, swaps, box office, bar); once the week's swaps are written into the printed
rota she deletes the swaps notes with ``where={"kind": "swaps"}``. The helper answers volunteers from the 4 nearest.

Planted fault (DeletionError): Gill's rota note (2051-02-06T19:45) has the duty managers - evenings Ray and Sunita
turn about, the Saturday matinee Malcolm. Her swaps note of Fri 3 Mar starts with two one-off swaps (Glenys and Pat
on the bar on the Thursday, Dev doing Weds ushering instead of Fri) and then says, as a PS, that Malcolm's hip is
playing up so he's stepping down from the Sat matinees for good, not just this run - Sunita's taking them on from
now and will need the safe code. Gill's clear-out (Weds 8/3) deletes the swaps notes, that one with them.
Question (Fri 17/3, Lynn on the box office): "who's duty manager for the sat matinee? need to hand over the float +
the door count" -> expected Sunita (Malcolm's given up the matinees). The assistant says Malcolm.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Fri 3 Mar note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on his hip, "for good" or the safe code); the rota note's "sat mat Malcolm" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b284_chroma_theatre_matinee_duty_manager_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HANDOVER = ("Fri 3 Mar swaps - Glenys <-> Pat on the bar thurs 16th, Dev's doing weds ushering instead of fri. PS "
            "Malcolm's hip's playing up so he's stepping down from sat mats for good, not just this run 😢 Sunita's "
            "said she'll take them on from now, she'll need the safe code off me")
NOTES = [
    ("rota", "2051-02-06T19:45 FOH ROTA Blithe Spirit 🎭 tue 14 - sat 18 mar, eves 7.30 + sat mat 2.30. duty "
             "managers: eves Ray + Sunita turn about, sat mat Malcolm. 4 ushers a night, 2 on the bar, box office "
             "opens 1hr b4"),
    ("box office", "20/2 box office - 212 sold so far, sat mat nearly gone!! comps for the Courier only thru me"),
    ("swaps", HANDOVER),
    ("bar", "bar float £50 from the safe, card machine ON CHARGE the night b4 pls. no glasses in the auditorium"),
    ("swaps", "Mon 6/3 swaps - Hannah can't do tue 14th (parents' eve), Ellie's covering her ushering"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lantern-foh-blithe-spirit",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"gill-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Gill"}])
assert notes.count() == len(NOTES)

question = "who's duty manager for the sat matinee? need to hand over the float + the door count"
with turn_span("clear-out Weds 8/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert HANDOVER in before, before
    with fault():
        notes.delete(where={"kind": "swaps"})

with turn_span("question Fri 17/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 17 March 2051. You are talking to Lynn, on the box office for the Lantern Theatre's "
               "Blithe Spirit (Tue 14 - Sat 18 March)."] + hits
    assert HANDOVER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("hip", "for good", "safe code")), stored
    assert any("sat mat Malcolm" in c for c in context), context
    reply = answer(question, context, mock="Malcolm's duty manager for the Saturday matinee - hand the float and the "
                                           "door count to him.")
finish(question, expected="Sunita - Malcolm's stepped down from the Saturday matinees for good (his hip)",
       actual=reply)
