"""Batch 242 (held out). A microbrewery's brewing schedule: chromadb collection of the brewhouse notes, script style
(every call its own trace); once a batch is all kegged its brew notes are cleared out by a metadata filter, and one
of them carried a recipe change for the next batch.

App: Hebble Brew Co is a two-person microbrewery in Sowerby Bridge - a 400L kit, two fermenters, a core pale
(Hoptimist) brewed every couple of weeks, a stout in the winter, kegs out to half a dozen pubs, a tasting panel in
the taproom. Dan (the brewer) and Lou (who does the orders and the kegs) file notes into one chroma collection with
metadata ``kind`` (recipe, brew, kegs, tasting, schedule) and ``batch`` (the batch number, "-" for none). When a
batch is all kegged and in the book, Lou clears its brew notes out with ``delete(where={"batch": ...})``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): Dan's recipe note (2051-08-30T16:00) has Hoptimist at 400L - 90kg Maris Otter, 1kg
Cascade to bitter, 2kg Citra dry hop on day 4, the same every batch unless he says. His b14 note of Sat 16th (Sept)
starts with the dry hop going in and says, in the middle, that it's thin on the nose - 2kg of Citra isn't cutting
it, so from b15 on it's 3.5kg dry hop, pencilled on the recipe sheet in the brewhouse - and ends with the trub pump
leaking again. Lou's clear-out (Mon 25/9, b14 all kegged) deletes the batch 14 notes, that one with them. Question
(Fri 29/9, Lou): "how much Citra do I need to order for b15? Charles Faram order goes in today" -> expected 3.5kg
(Dan upped the dry hop after b14). The assistant says 2kg.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Dan's Sat 16th note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 3.5kg or "thin on the nose"); the recipe's "Citra 2kg dry hop" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b242_chroma_brewery_citra_order_how_much_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

HOPS = ("Sat 16th b14 dry hopped, FV2. tasted it on the way in + it's thin on the nose 😕 2kg Citra's just not cutting "
        "it any more so from b15 on it's 3.5kg dry hop, I've pencilled it on the recipe sheet in the brewhouse. also "
        "the trub pump's leaking AGAIN")
NOTES = [
    ("recipe", "-", "2051-08-30T16:00 HOPTIMIST (pale, 4.2%) - 400L, Maris Otter 90kg, Cascade 1kg to bitter, Citra "
                    "2kg dry hop day 4, US-05. same every batch unless I say"),
    ("brew", "14", "Tue 12/9 b14 brewed 🍺 OG 1.042 spot on, pitched 2pm, FV2. mash was a bit stiff, more water next "
                   "time"),
    ("brew", "14", HOPS),
    ("kegs", "14", "21/9 b14 kegged, 18 x 30L + 4 x 50L. 6 to the Fleece, 4 the Shoulder, rest in the cold store"),
    ("schedule", "15", "Fri 22nd - b15 Hoptimist pencilled for Tue the 3rd (oct), mash in 7am. stout b16 the wk "
                       "after"),
    ("tasting", "-", "tasting panel next Weds 27th in the taproom, 6.30 - b14 + the last of the saison"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebble-brew-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, batch, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "batch": batch}])

question = "how much Citra do I need to order for b15? Charles Faram order goes in today"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert HOPS in before, before
with fault():
    notes.delete(where={"batch": "14"})  # Lou's clear-out, Mon 25/9: b14's all kegged and in the book

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 29 September 2051. You are talking to Lou, who does the orders at Hebble Brew Co."] + hits
assert HOPS not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("3.5kg", "thin on the nose", "not cutting")), stored
assert any("Citra 2kg dry hop day 4" in c for c in context), context
reply = answer(question, context, mock="2kg of Citra - that's the dry hop on day 4 for a 400L batch of Hoptimist.")
finish(question, expected="3.5kg - Dan upped the Citra dry hop from b15 on, b14 was thin on the nose", actual=reply)
