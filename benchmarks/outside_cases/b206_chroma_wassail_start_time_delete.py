"""Batch 206 (held out). A community orchard's wassail: chromadb collection of notes, one root span per note and one
for the clear-out and the question; the clear-out of the last work party's notes deletes the one that moved the
wassail's start.

App: Bitterley Community Orchard wassails its trees on Sat 19th Jan 2047 - torches from the orchard gate, the songs,
toast in the branches, cider from last year's pressing in the barn. Rhian (who chairs the orchard group) keeps her
notes in one chroma collection with the kind of note and, for work parties, the date it's for; once a work party's
been, the clear-out deletes its notes (``collection.delete(where={"$and": [{"kind": "work party"}, {"for":
"2047-01-12"}]})``); the helper answers members from the 4 nearest notes.

Planted fault (DeletionError): Rhian's first note (2046-12-02T20:05) has the wassail at 6pm at the orchard gate. Her
work-party note of Sat 12th Jan (filed as work party, for 2047-01-12) ticks off the pruning - 14 trees done, the
prunings piled up for the bonfire - and, in passing, says Farmer Price needs the lane clear till he's done milking,
so they're kicking off at half 6 on the 19th, not 6, torches lit 6.45ish. The clear-out (Mon 14/1) deletes the 12th
Jan work party's notes. Question (Thu 17/1, Carys, bringing the kids): "what time does it all kick off sat? bringing
the kids + a lantern" -> expected half 6 (6.30). The assistant says 6pm.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the work-party note was in the
collection and the nearest notes for the question before the delete, and the delete removed it while it still decided
when the wassail starts. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Farmer Price, milking or half 6); the first note's "6pm at the orchard gate" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b206_chroma_wassail_start_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PRUNED = ("Sat 12th ✅ pruning done, 14 trees, thx all!! prunings in a pile for the bonfire. ALSO Farmer Price needs "
          "the lane clear till he's done milking so we're kicking off at half 6 on the 19th not 6, torches lit "
          "6.45ish")
NOTES = [
    ("wassail", "", "2046-12-02T20:05 WASSAIL 🍎🔥 sat 19th jan, 6pm at the orchard gate, torches + a pan to bang, "
                    "mulled cider + soup in the barn after, kids very welcome"),
    ("work party", "2047-01-12", "work party sat 12th jan 10-1 - pruning the old Bramleys + the perry pears, bring "
                                 "loppers, Roger's doing bacon butties"),
    ("wassail", "", "3/1 songs - Here we come a-wassailing, the Gloucestershire one, Old Apple Tree. Ludlow morris "
                    "are coming 🔔 Dewi's the butler (toast in the branches)"),
    ("work party", "2047-01-12", PRUNED),
    ("wassail", "", "8.1. cider - 3 boxes of last yr's from the pres, £2 a cup, apple juice free for the kids"),
    ("work party", "2047-02-09", "next work party sat 9th feb - mulching + the new gate post, Dewi's bringing the "
                                 "post driver"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bitterley-orchard-2047",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, for_day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        meta = {"kind": kind, "by": "Rhian"}
        if for_day:
            meta["for"] = for_day
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[meta])

question = "what time does it all kick off sat? bringing the kids + a lantern"
with turn_span("clear-out Mon 14/1"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert PRUNED in before, before
    with fault():
        notes.delete(where={"$and": [{"kind": "work party"}, {"for": "2047-01-12"}]})

with turn_span("question Thu 17/1"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Thu 17 Jan 2047. You are talking to Carys, a member of Bitterley Community Orchard; the "
               "wassail is Sat 19 Jan."] + hits
    assert PRUNED not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("farmer price", "milking", "half 6")), stored
    assert any("6pm at the orchard gate" in c for c in context), context
    reply = answer(question, context, mock="6pm at the orchard gate - bring the lantern and a pan to bang. Mulled "
                                           "cider and soup in the barn after.")
finish(question, expected="half 6 (6.30) - Farmer Price needs the lane clear till he's done milking; torches 6.45ish",
       actual=reply)
