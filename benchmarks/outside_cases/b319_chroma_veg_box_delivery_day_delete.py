"""Batch 319 (held out). A greengrocer's veg box scheme: chromadb collection of the scheme's notes, one root span per
note, one for Jess's weekly clear-out and one for the question; the clear-out deletes, by a metadata filter, last
week's "this week" notes, and one of them also carried a lasting change to a delivery round.

App: Calder Greens, a greengrocer's in Hebden Bridge, run a veg box scheme - small, medium and large boxes of local
and organic veg and fruit, delivered by their van round by round (Todmorden, Hebden, Mytholmroyd), paid monthly,
skip a week by Sunday night. Jess (who runs the scheme) files notes into one chroma collection (metadata ``kind``:
rounds, prices, this week, farms); every Saturday she deletes last week's "this week" notes
(``where={"kind": "this week"}``); the helper answers customers from the 4 nearest notes.

Planted fault (DeletionError): the rounds note (2050-09-05T08:00) has Todmorden on Wednesdays, Hebden on Thursdays,
Mytholmroyd on Fridays. Jess's "this week" note of Mon 7/11 starts with that week's box (leeks, kale, a squash,
carrots, spuds, Heptonstall apples) and says, after it, that from next week the Hebden round goes out on Wednesdays,
not Thursdays - Dan has the van for college on Thursdays now - so Tod and Hebden both Weds, Hebden after 2. Her
clear-out (Sat 12/11) deletes the "this week" notes, that one with them. Question (Mon 21/11, Sam in Hebden): "what
day does my box come now? need to leave the cool box out in the porch + I'm at work" -> expected Wednesday, after 2
(the Hebden round moved from Thursday). The assistant says Thursday.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Jess's Mon 7/11 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Weds for Hebden, Dan or college); the rounds note's "Hebden thurs" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b319_chroma_veg_box_delivery_day_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("Mon 7/11 this wk's box 🥬 leeks, kale, a crown prince squash, carrots, spuds, + Heptonstall apples (last of "
        "em). oh and from NEXT wk the Hebden round's going out weds not thurs - Dan's got the van for college on "
        "thurs now, so Tod + Hebden both weds, Hebden after 2. pls tell ur Hebden lot")
NOTES = [
    ("note-1", "rounds", "2050-09-05T08:00 ROUNDS 🚐 Todmorden weds, Hebden thurs, Mytholmroyd fri. boxes out from "
                         "10ish, left in the porch/by the back door if ur out, empties back for the next wk"),
    ("note-2", "prices", "12/9 small £12, medium £16, large £21, + eggs £3.20 a half doz if u want them. paid "
                         "monthly, skip a wk by sun night on the form"),
    ("note-3", "farms", "Weds 19th Oct - Rob at Pennine Organics says the frost's finished the courgettes + beans, "
                        "squash + roots from now on, sprouts from the end of nov"),
    ("note-4", "this week", "31.10. this wk's box - spuds, onions, carrots, red cabbage, beetroot, pears. 2 new on "
                            "the Tod round (the Ahmeds + Kath at the chapel)"),
    ("note-5", "this week", MOVE),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-greens-veg-box-2050",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, text in NOTES:
    with turn_span(nid):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": "Jess"}])
assert notes.count() == len(NOTES)

question = "what day does my box come now? need to leave the cool box out in the porch + I'm at work"
with turn_span("clear-out Sat 12/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVE in before, before
    with fault():
        notes.delete(where={"kind": "this week"})

with turn_span("question Mon 21/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 21 November 2050. You are talking to Sam, a Calder Greens veg box customer in Hebden "
               "Bridge."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("weds not thurs", "dan", "college", "after 2")), stored
    assert any("Hebden thurs" in c for c in context), context
    reply = answer(f"(Sam, Hebden) {question}", context,
                   mock="Thursday - the Hebden round goes out Thursdays, from about 10, and it'll be left in the "
                        "porch if you're out.")
finish(question, expected="Wednesday, after 2 - the Hebden round's moved from Thursday (Dan has the van Thursdays)",
       actual=reply)
