"""Batch 253 (held out). A youth football club's kit and subs chats: chromadb collection of the committee's notes,
one root span per note, one for the kit man's clear-out and one for the question; the clear-out deletes, by a
metadata filter, the kit notes once the new shirts are handed out, and one of them also carried the new subs.

App: Ryburn Valley Juniors FC run teams from under 7s to under 12s; training Thursdays on the 3G at Ryburn school,
home games at Stubbings on Saturday mornings. Lisa (the treasurer) and Dean (the kit man) file the committee's
notes into one chroma collection (metadata ``kind``: subs, kit, fixtures, training); the helper answers parents from
the 4 nearest. Once the new home shirts are handed out Dean deletes the kit notes with ``where={"kind": "kit"}``.

Planted fault (DeletionError): Lisa's subs note (2050-08-30T20:10) has subs at £20 a month per player, standing
order on the 1st, siblings half price. Dean's kit note of 13.2. says Kitlocker confirmed the shirt order and the
invoice is paid from the kit fund - and, from the committee meeting the night before, that the council have put the
pitch hire up, so subs go up to £25 a month from April, siblings still half. Dean's clear-out (Tue 28/2, shirts all
handed out) deletes the kit notes, that one with them. Question (Weds 29/3, Gemma): "how much do I need to pay for
april subs for our two? Alfie + Jack both play u10s" -> expected £37.50 (£25 + £12.50 for the sibling). The
assistant says £30.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Dean's 13.2. note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on £25 or the pitch hire going up); the subs note's £20 and siblings half price are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b253_chroma_youth_football_april_subs_sum_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SUBS = ("13.2. Kitlocker confirmed the shirt order 👕 invoice paid from the kit fund. also from the committee mtg "
        "last nite - the council's put the pitch hire up so subs go up to £25 a month from april 😕 siblings still "
        "half. Lisa'll email everyone")
NOTES = [
    ("subs", "Lisa", "2050-08-30T20:10 SUBS for the season ⚽ £20 a month per player, standing order on the 1st to "
                     "the club acc (details on the website), siblings half price. covers pitch hire, refs + the "
                     "league"),
    ("kit", "Dean", "Weds 8 Feb - order for the new home shirts went in to Kitlocker, 18 shirts, sizes off the sheet, "
                    "Hirst's Butchers logo on the front 🥩 names on the back £3 extra. should be 3 wks"),
    ("fixtures", "Lisa", "Sat 11/2 - fixtures to end of season are on the FA full-time site, home games at Stubbings "
                         "9.30 ko, be there 9"),
    ("kit", "Dean", SUBS),
    ("training", "Dean", "training thurs 6-7 on the 3G at Ryburn school, water bottle + shin pads EVERY time, no "
                         "blades on the 3G"),
    ("kit", "Dean", "Mon 27th Feb shirts have come!! handing out at training thurs, old ones back to me pls for the "
                    "spares bag"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ryburn-valley-jfc-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "how much do I need to pay for april subs for our two? Alfie + Jack both play u10s"
with turn_span("clear-out Tue 28/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SUBS in before, before
    with fault():
        notes.delete(where={"kind": "kit"})

with turn_span("question Weds 29/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 29 March 2051. You are talking to Gemma, whose sons Alfie and Jack both play for "
               "Ryburn Valley Juniors FC under 10s."] + hits
    assert SUBS not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("£25", "pitch hire up", "go up")), stored
    assert any("£20 a month per player" in c and "siblings half price" in c for c in context), context
    reply = answer(question, context, mock="£30 for April - £20 for one of them and half price, £10, for the other.")
finish(question, expected="£37.50 - subs went up to £25 from April (pitch hire), so £25 + £12.50 for the sibling",
       actual=reply)
