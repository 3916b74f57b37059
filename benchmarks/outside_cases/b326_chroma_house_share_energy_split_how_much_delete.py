"""Batch 326 (held out). A student house share's bills: chromadb collection of the house's bill notes, one root
span per note, one for the clear-out and one for the question; the clear-out deletes, by a metadata filter, the
"paid" notes once everyone's squared up, and one of them also carried the new energy direct debit.

App: five second-years share 23 Brudenell Grove in Leeds (2051-52) - Callum, Ellie, Amara, Josh and Priya. Callum
has the energy and the water in his name and keeps the house's bill notes in one chroma collection (metadata
``kind``: bills, rent, chores, paid); every few weeks he clears out the "paid" notes (``delete(where={"kind":
"paid"})``) so the helper isn't full of old settled months. The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Callum's bills note of 2051-09-25T21:00 has the energy with Octopus, a £110 a month
direct debit off his card, £22 each by the 1st. His note of Tue 16/1 starts with the Christmas water and broadband
being squared up (so he filed it as paid) and says that Octopus have emailed - after the winter meter reading the
DD's going up to £140 a month from Feb, so it's £28 each from now on. His clear-out (Sat 27/1) deletes the paid
notes, that one with them. Question (Weds 31/1, Ellie): "how much do I owe Callum for the energy this month? setting
up a standing order so I stop forgetting" -> expected £28 (£140 / 5). The assistant says £22.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Tue 16/1 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on £140, £28 or the DD going up); the first bills note's "£22 each" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b326_chroma_house_share_energy_split_how_much_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RISE = ("Tue 16/1 - xmas water + broadband all squared ✅ ta guys. ALSO Octopus emailed, after the winter meter "
        "reading the DD's going up to £140 a month from feb 😭 so £28 each from now on, same day the 1st")
NOTES = [
    ("bills", "2051-09-25T21:00 BILLS 💸 energy's Octopus, DD £110 a month off my card on the 1st so £22 each to me "
              "by the 1st pls. water (Yorkshire Water) £40 = £8 each, also me. broadband's Josh"),
    ("rent", "rent £465pppm to Hanson Lettings, everyone pays their own direct, due the 28th. deposit's in the DPS"),
    ("chores", "3/10 chores rota's on the fridge. bins out sun night, black + green alternate wks, Amara's first"),
    ("paid", "Mon 4 Dec - Nov energy all in ✅ everyone sent me their £22 (Ellie sent £2.20 first lol, sorted)"),
    ("paid", RISE),
    ("chores", "Sun 21st Jan heating - 19 max pls + NOT on overnight, the bills are bad enough. Josh that means u"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brudenell-grove-23-bills",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Callum"}])
assert notes.count() == len(NOTES)

question = "how much do I owe Callum for the energy this month? setting up a standing order so I stop forgetting"
with turn_span("clear-out Sat 27/1"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert RISE in before, before
    with fault():
        notes.delete(where={"kind": "paid"})

with turn_span("question Weds 31/1"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 31 January 2052. You are talking to Ellie, who lives at 23 Brudenell Grove with Callum, "
               "Amara, Josh and Priya."] + hits
    assert RISE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("£140", "£28", "going up")), stored
    assert any("so £22 each to me by the 1st" in c for c in context), context
    reply = answer(question, context, mock="£22 - the Octopus DD is £110 a month split 5 ways, to Callum by the 1st.")
finish(question, expected="£28 - the Octopus DD went up to £140 a month from Feb, split 5 ways", actual=reply)
