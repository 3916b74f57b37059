"""Batch 246 (held out). A local theatre's panto: chromadb collection of the production team's notes, one root span
per note, one for the stage manager's clear-out and one for the question; the clear-out deletes, by a metadata
filter, the rehearsal notes now that the schedule is printed, and one of them also carried a cast change.

App: the Todmorden Players put on Aladdin at the Hippodrome from Fri 1st Dec 2051 - evenings at 7.30, matinees on
the Saturdays, a cast of 22 plus the juniors' chorus. Graham (the director), Val (the stage manager) and Bev (front
of house) file notes into one chroma collection with metadata ``kind`` (cast, rehearsals, tickets, props, foh);
once the rehearsal schedule is printed and up in the green room Val deletes the rehearsal notes
(``delete(where={"kind": "rehearsals"})``). The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Graham's cast note of 2051-09-12T21:00 has Derek Hollings as Widow Twankey, Chloe B
as Aladdin, Ian as Abanazar. Val's rehearsal note of Thu 2/11 starts with the week's calls (Tues principals, Thurs
full company, Sun the laundry scene) and says, in the middle, that Derek's done his back in lifting the laundry
basket flat - the doctor says six weeks - so Malcolm is stepping up as the Dame and Derek will do the prompt from a
chair. Val's clear-out (Mon 6/11) deletes the rehearsal notes, that one with them. Question (Tue 7/11, Bev, doing
the programme): "who's playing Widow Twankey now? doing the programme bios tonight + need a photo" -> expected
Malcolm (Derek's done his back in, he's on the prompt). The assistant says Derek Hollings.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Val's Thu 2/11 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Malcolm, the back or the prompt); the cast note's "Widow Twankey - Derek Hollings" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b246_chroma_panto_dame_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAME = ("Thu 2/11 (Val) calls this wk - tues principals 7-9.30, thurs full company, sun 2-5 the laundry scene + the "
        "cave. bad news - Derek's done his back in lifting the laundry basket flat 😩 dr says 6 wks, so Malcolm's "
        "stepping up as Widow Twankey (he knows it, he understudied), Derek'll do prompt from a chair bless him")
NOTES = [
    ("cast", "Graham", "2051-09-12T21:00 ALADDIN cast 🧞 Aladdin - Chloe B, Widow Twankey - Derek Hollings, "
                       "Abanazar - Ian, Wishee Washee - Tom R, Princess Jasmine - Ellie, Genie - Sue M. juniors' "
                       "chorus 14, Mrs P's doing the chaperones"),
    ("rehearsals", "Val", "12/10 rehearsals tues + thurs 7-9.30 at the Hippodrome, sundays 2-5 from Nov. "
                          "scripts down by the 5th pls"),
    ("tickets", "Bev", "tickets on sale, £14 / £10 concessions / £8 kids, box office weds + sat mornings or online. "
                       "group of 10+ get one free"),
    ("props", "Val", "props - the flying carpet's back from the Hebden lot, needs a new tassel. magic lamp x2 (one "
                     "breakable for the cave)"),
    ("rehearsals", "Val", DAME),
    ("foh", "Bev", "programme - bios + headshots to me by the 10th, 50 words max (Derek u know who u are 😂)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("todmorden-players-aladdin-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "who's playing Widow Twankey now? doing the programme bios tonight + need a photo"
with turn_span("clear-out Mon 6/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert DAME in before, before
    with fault():
        notes.delete(where={"kind": "rehearsals"})

with turn_span("question Tue 7/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 7 November 2051. You are talking to Bev, front of house for the Todmorden Players' "
               "Aladdin (opens Fri 1 Dec)."] + hits
    assert DAME not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("malcolm", "his back", "prompt")), stored
    assert any("Widow Twankey - Derek Hollings" in c for c in context), context
    reply = answer(question, context, mock="Derek Hollings is Widow Twankey - and he's the one who's late with his "
                                           "50 words, so chase him for the photo too.")
finish(question, expected="Malcolm - Derek's done his back in, so he's on the prompt and Malcolm's the Dame",
       actual=reply)
