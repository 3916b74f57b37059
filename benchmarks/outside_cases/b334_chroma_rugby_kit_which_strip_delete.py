"""Batch 334 (held out). A rugby club's kit: chromadb collection of the kit secretary's and the captain's notes,
script style (every call its own trace); once the half-season wash rota is on the board, the kit secretary deletes
the laundry notes with a metadata filter, and one of them also said which strip the team's in on Saturday.

App: Calder Vale RUFC's 1st XV - home strip red and black hoops, change strip sky blue. Tina (the kit secretary),
Jonno (the captain) and Col (the secretary) file notes into one chroma collection with metadata ``kind`` (kit,
laundry, fixtures, minibus, bar); the helper answers from the 4 nearest notes. When the wash rota is pinned up in the
changing room, Tina clears the laundry notes: ``notes.delete(where={"kind": "laundry"})``.

Planted fault (DeletionError): Tina's kit note of 2050-08-30 has the home strip - red and black hoops, black shorts,
red socks - and the sky blue change strip, only worn if the colours clash. Her laundry note of Tue 4 Oct has the wash
rota (wk 1 her, wk 2 Sharon, wk 3 Jackie, wk 4 Mandy) and says, in passing, that the home shirts have gone to the
printers in Heckmondwike for the new sponsor's name (Hirst Plumbing), so on Saturday they're in the change strip,
the sky blue ones, bag's in Mick's garage, socks as normal. Tina's clear-out (Thu 6/10) deletes the laundry notes,
that one with them. Question (Fri 7/10, Jonno): "which shirts are we in tmrw? need to tell the lads what to bring"
-> expected the sky blue change strip (the home shirts are at the printers for the new sponsor). The assistant says
the red and black hoops - it's a home game.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Tue 4 Oct note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the printers, the sponsor or the sky blue ones for Saturday); the kit note's hoops are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b334_chroma_rugby_kit_which_strip_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ROTA = ("Tue 4 Oct (Tina) wash rota to xmas: wk1 me, wk2 Sharon, wk3 Jackie, wk4 Mandy, then round again. 40 degrees "
        "NOT 60 the numbers peel!! oh + the home shirts have gone to the printers in Heckmondwike for the new "
        "sponsor (Hirst Plumbing 🔧) so sat we're in the change strip, the sky blue ones, bag's in Mick's garage. "
        "socks as normal")
NOTES = [
    ("kit", "Tina", "2050-08-30 kit 🏉 home = red + black hoops, black shorts, red socks. change strip sky blue, only "
                    "if the colours clash. shorts + socks are urs to bring, shirts stay in the club bag"),
    ("fixtures", "Col", "1/9 fixtures are up - sat 8th oct HOME v Old Rishworthians, KO 3, lunch for the ref + "
                        "touchies in the bar after"),
    ("laundry", "Tina", "12.9. kit bags back to the clubhouse by thurs training latest, nobody's taking shirts home "
                        "to wash their own 😤"),
    ("minibus", "Col", "Mon 26th Sept bus booked for the away at Wibsey on the 15th, leaves 11.30"),
    ("laundry", "Tina", ROTA),
    ("bar", "Jonno", "Weds 5/10 jugs on me sat if we win 🍺 Rishworth lot always bring a crowd so Pam's got 2 extra "
                     "behind the bar"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-vale-rufc-kit-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "which shirts are we in tmrw? need to tell the lads what to bring"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert ROTA in before, before
with fault():
    notes.delete(where={"kind": "laundry"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 7 October 2050. You are talking to Jonno, captain of Calder Vale RUFC's 1st XV."] + hits
assert ROTA not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("printers", "sponsor", "hirst", "sky blue ones")), stored
assert any("home = red + black hoops" in c for c in context), context
reply = answer(f"(Jonno) {question}", context,
               mock="The home strip - red and black hoops, it's a home game v Old Rishworthians. Shirts are in the "
                    "club bag, so the lads just need black shorts and red socks.")
finish(question, expected="the sky blue change strip - the home shirts are at the printers for the new sponsor",
       actual=reply)
