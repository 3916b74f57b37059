"""Batch 279 (held out). A wedding's guest list and seating: chromadb collection of the bride's and her mum's notes,
one root span per note, one for the clear-out and one for the question; the clear-out deletes, by a metadata
filter, the RSVP notes once they're in the spreadsheet, and one of them also moved Nana to another table.

App: Chloe and Marcus get married on Sat 13th Sept 2051 at Hollins Hall Barn - ceremony in the barn at 1, the
wedding breakfast at about 3.30 (top table plus eight round tables, two of them up on the mezzanine), the evening
do from 7.30. Chloe and her mum Jackie file their notes into one chroma collection (metadata ``kind``: venue, rsvp,
seating, food, music); the helper answers the ushers' and family's questions from the 4 nearest. Once the RSVPs are
typed into the guest spreadsheet Chloe deletes the rsvp notes with ``where={"kind": "rsvp"}``.

Planted fault (DeletionError): Chloe's seating note (2051-07-30T22:10, plan v3) has Nana Joan on table 2, up on the
mezzanine, with Auntie Bev, Uncle Pete and the Fosters. Jackie's rsvp note of Fri 22 Aug starts with the replies
(the Pattersons a yes, all 4; Lucy a no, she's in Ibiza) and says that Nana rang - she can't manage the steps up to
the mezzanine with her hip, so she's swapped onto table 5 downstairs by the French doors, Bev with her, and the
cousins go up to table 2 instead. Chloe's clear-out (Sun 31/8) deletes the rsvp notes, that one with them. Question
(Thu 11/9, Sam, an usher): "where's Nana Joan sat? I'm walking her in from the car + want to take her straight
there" -> expected table 5, downstairs by the French doors (she can't do the mezzanine steps). The assistant says
table 2 up on the mezzanine.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Jackie's Fri 22 Aug note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on table 5, the French doors or her hip); the seating note's "table 2 (up on the
mezzanine) Nana Joan" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b279_chroma_wedding_seating_nana_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NANA = ("Fri 22 Aug (Mum) - rsvps: Pattersons a yes, all 4 of them 🎉 Lucy's a no, she's in Ibiza that wk. Nana rang, "
        "she can't manage the steps up to the mezzanine with her hip so we've swapped her onto table 5 downstairs by "
        "the French doors, Bev's going with her, + the cousins go up to table 2 instead")
NOTES = [
    ("venue", "Chloe", "2051-03-02T20:00 Hollins Hall Barn booked 💍 sat 13th sept, ceremony in the barn at 1, "
                       "drinks on the lawn, wedding breakfast about half 3, evening do from 7.30"),
    ("seating", "Chloe", "2051-07-30T22:10 SEATING PLAN v3 🪑 top table = us, both sets of parents, Ellie (MOH) + "
                         "Jord (best man). table 1 Marcus's uni lot, table 2 (up on the mezzanine) Nana Joan, Auntie "
                         "Bev + Uncle Pete, the Fosters. 3-8 downstairs, kids on table 8 by the dance floor"),
    ("rsvp", "Mum", "14/8 rsvps - 86 yes so far for the day, 9 no's, still waiting on Marcus's side (typical 🙄)"),
    ("food", "Chloe", "menu - beef or the salmon, veggie risotto, kids' chicken goujons. Uncle Pete's coeliac, told "
                      "the caterers"),
    ("rsvp", "Mum", NANA),
    ("music", "Chloe", "band 7.30-11.30 + the DJ after till midnight, first dance is Dreams (Fleetwood Mac) NOT the "
                       "Cranberries one, told the band twice"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("chloe-marcus-wedding-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "where's Nana Joan sat? I'm walking her in from the car + want to take her straight there"
with turn_span("clear-out Sun 31/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert NANA in before, before
    with fault():
        notes.delete(where={"kind": "rsvp"})

with turn_span("question Thu 11/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 11 September 2051. You are talking to Sam, an usher at Chloe and Marcus's wedding "
               "(Sat 13 Sept, Hollins Hall Barn)."] + hits
    assert NANA not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("table 5", "french doors", "her hip")), stored
    assert any("table 2 (up on the mezzanine) Nana Joan" in c for c in context), context
    reply = answer(question, context, mock="Nana Joan's on table 2, up on the mezzanine, with Auntie Bev, Uncle Pete "
                                           "and the Fosters.")
finish(question, expected="table 5, downstairs by the French doors - she can't do the mezzanine steps with her hip",
       actual=reply)
