"""Batch 264 (held out). A craft brewery taproom's events: chromadb collection of the events manager's notes, one
root span per note, one for her Monday clear-out and one for the question; the clear-out deletes, by a metadata
filter, the private-booking notes once the weekend's done, and one of them also carried the band swap.

App: Three Hares Brewing run a taproom in their old mill unit - live music Fri and Sat, a food truck, private hire
of the back room. Beth (the events manager) files notes into one chroma collection with metadata ``kind`` (gigs,
food, bookings, taplist); every Monday she clears out the bookings notes with ``delete(where={"kind": "bookings"})``
once the weekend's parties are settled. The bar staff ask the helper, which answers from the 4 nearest notes.

Planted fault (DeletionError): Beth's 2051-03-01T17:30 note has the March gigs - Fri 17th open mic, Sat 25th the
Porter Sisters (folk/bluegrass, 8-10.30). Her bookings note of Sun 19.3. starts with Jodie's 40th in the back room
(went fine, left it in a state, deposit back less £20) and says, also, the Porter Sisters have cancelled for Sat 25th
- Nell's broken her wrist - so Low Ceiling (the three-piece from Halifax, indie covers) are stepping in, same times,
chalkboard redone. Beth's clear-out (Mon 20/3) deletes the bookings notes, that one with them. Question (Thu 23/3,
Sam on the bar): "who's playing sat night? someone on insta's asking" -> expected Low Ceiling (the Porter Sisters
cancelled). The assistant says the Porter Sisters.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sun 19.3. note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Low Ceiling, Nell's wrist or a cancellation); the gigs note's "sat 25th the Porter Sisters" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b264_chroma_brewery_saturday_band_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Sun 19.3. - Jodie's 40th went fine, left the back room in a bit of a state 🙃 deposit back minus £20 for the "
        "cleaning. ALSO the Porter Sisters have cancelled for sat 25th, Nell's broken her wrist 😩 - Low Ceiling (the 3 "
        "piece from Halifax, indie covers) are stepping in, same times. I've redone the chalkboard")
NOTES = [
    ("gigs", "2051-03-01T17:30 MARCH GIGS 🎸 fri 17th open mic (Dan hosting, sign up on the night), sat 25th the "
             "Porter Sisters - folk/bluegrass, 8-10.30, free entry, tip jar on the bar"),
    ("food", "3/3 food trucks for march - fridays Smokin' Bills, sats Pizza Pete's, sun roasts w/ the Fleece as usual"),
    ("bookings", "Tue 14th - back room booked sat 18th for a 40th (Jodie, 25 ppl, buffet from Pete's, 7 till late), "
                 "£50 deposit paid"),
    ("bookings", SWAP),
    ("taplist", "20/03 tap list - Hare Today pale back on 🐇 imperial stout nearly gone, new NEIPA on keg from thurs, "
                "cider's still off"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("three-hares-taproom-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Beth"}])

question = "who's playing sat night? someone on insta's asking"
with turn_span("clear-out Mon 20/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"kind": "bookings"})

with turn_span("question Thu 23/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 23 March 2051. You are talking to Sam, who works the bar at the Three Hares Brewing "
               "taproom."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("low ceiling", "wrist", "cancel")), stored
    assert any("sat 25th the Porter Sisters" in c for c in context), context
    reply = answer(f"(Sam) {question}", context,
                   mock="The Porter Sisters - folk/bluegrass, 8 till 10.30 on Saturday, free entry.")
finish(question, expected="Low Ceiling, the indie covers three-piece from Halifax - the Porter Sisters cancelled",
       actual=reply)
