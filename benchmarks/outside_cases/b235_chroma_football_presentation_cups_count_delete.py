"""Batch 235 (held out). A youth football club's presentation night: chromadb collection of the secretary's notes,
one root span per note, one for the tidy-up and one for the question; the tidy-up deletes the "orders" notes once
the order's gone in, and one of them also carried the change to the cups.

App: Sowerby Bridge Juniors FC hold their presentation night on Fri 8th July 2050 at the cricket club, 6.30-9 - a
medal for every player, cups for each team, a buffet from Sandra's, a raffle. Gaz (the club secretary) files notes
into one chroma collection with metadata ``kind`` (plan, trophies, buffet, orders, raffle). Once an order has gone
in at the trophy shop he deletes the orders notes (``delete(where={"kind": "orders"})``); the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Gaz's trophies note (3/5) has each team - U8s, U10s, U12s, U14s - getting players'
player, coach's player and top scorer: 12 cups. His note of 22.5. is the order at Trophy Centre (86 medals and the
cups, ready 1st July) and says the U8s coaches told him they don't do top scorer at that age (no scores kept) or
players' player (too little to vote), so none for them, and the committee want a new Clubman of the Year cup for
Dot, who's run the tea hut 20 years. Gaz's tidy-up (Tue 31/5) deletes the orders notes, that one with them.
Question (Mon 4/7, Lisa, picking them up): "how many cups am I picking up from Trophy Centre? want to know if
they'll fit in the car" -> expected 11 (12, less the U8s' two, plus Dot's). The assistant says 12.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): the order note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Dot, Clubman of the Year or the U8s' "too little to vote"); the trophies note's 12 cups is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b235_chroma_football_presentation_cups_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ORDER = ("22.5. order in at Trophy Centre 🏆 medals x 86 + the cups, ready 1st july. talked to the U8s coaches - they "
         "don't do top scorer at that age (no scores kept, FA thing) or players' player (too little to vote!!) so "
         "none for them, & committee want a new cup, Clubman of the Yr for Dot who's done the tea hut 20 yrs 💙 - on "
         "the order too")
NOTES = [
    ("plan", "2050-04-28T20:30 PRESENTATION NITE fri 8th july at the cricket club, 6.30-9. every player gets a "
             "medal, cups for each team, Cllr Shaw presenting"),
    ("trophies", "3/5 - cups: each team (U8s, U10s, U12s, U14s) gets players' player, coach's player + top scorer = "
                 "12 cups. coaches to send me names by end of may"),
    ("buffet", "Weds 11 May - buffet off Sandra's, £4.50 a head, 140ish expected, sarnies, sausage rolls + a veggie "
               "plate. kids' squash, bar open for the grown ups"),
    ("orders", ORDER),
    ("orders", "Tue 24th May - engraving's £1.20 a line, names to Trophy Centre by the 10th june at the latest"),
    ("raffle", "raffle - hamper off the Co-op, signed Town shirt, meal for 2 at the Shepherd's, £1 a strip, Sue on "
               "the door"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-br-juniors-presentation-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Gaz"}])
assert notes.count() == len(NOTES)

question = "how many cups am I picking up from Trophy Centre? want to know if they'll fit in the car"
with turn_span("tidy-up Tue 31/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert ORDER in before, before
    with fault():
        notes.delete(where={"kind": "orders"})

with turn_span("question Mon 4/7"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 4 July 2050. You are talking to Lisa, who's collecting the presentation night cups for "
               "Sowerby Bridge Juniors FC (Fri 8 July)."] + hits
    assert ORDER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("dot", "clubman", "too little to vote")), stored
    assert any("top scorer = 12 cups" in c for c in context), context
    reply = answer(question, context, mock="12 cups - players' player, coach's player and top scorer for each of the "
                                           "four teams.")
finish(question, expected="11 - no top scorer or players' player for the U8s, plus Dot's Clubman of the Year cup",
       actual=reply)
