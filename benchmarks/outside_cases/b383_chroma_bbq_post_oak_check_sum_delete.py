"""Batch 383 (held out). A family BBQ joint's wood log: chromadb collection of the joint's notes on the post oak, the
pit and the week, script style (every call its own trace); Darlene's clear-out deletes, by a metadata filter, the
wood deliveries she has entered in the books, and one of them also carried the wood man's new price.

App: Kolacny's Bar-B-Q burns post oak, bought by the cord from Dale Pfluger, who runs Thursdays with his trailer.
Pops (Ernie Kolacny), Darlene (who does the books) and Junior (the pitmaster) file notes into one chroma collection
with metadata ``kind`` (wood-order, wood-delivered, pit, menu). Once a paid delivery is entered in QuickBooks,
Darlene deletes the wood-delivered notes with ``where={"kind": "wood-delivered"}``; the helper answers from the 4
nearest notes.

Planted fault (DeletionError): Pops's note of 8/15 has Dale at $240 a cord, seasoned, stacked, cash or check on
delivery. Darlene's delivery note of Thu 9/1 says Dale dropped a cord and a half, paid cash $360 - and that diesel's
killing him, so starting next load it's $275 a cord, same deal, and Pops told him fine, still beats the guy out of
Harwood Springs. Pops's note of Mon 9/12 orders 3 cords for Thu 9/15. Darlene's clear-out (Tue 9/13) deletes the
wood-delivered notes, that one with them. Question (Wed 9/14, Cody, who'll meet Dale): "how much do I make the check
out for when Dale drops the wood Thu?" -> expected $825 (3 cords x $275). The assistant says $720 (3 x $240).

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thu 9/1 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on $275, diesel or "next load"); the $240/cord note and the order for 3 cords are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b383_chroma_bbq_post_oak_check_sum_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Thu 9/1 - Dale dropped 1.5 cords post oak, pd cash $360, stacked by the smoker shed. he says diesel's "
         "killin him so starting next load it's $275 a cord, same deal stacked. Pops told him fine, still beats "
         "that guy outta Harwood Springs")
NOTES = [
    ("wood-order", "Pops", "8/15 Dale Pfluger's our post oak man now - $240/cord seasoned + stacked, cash or check "
                           "on delivery, he runs Thursdays. don't let him bring green wood again"),
    ("wood-delivered", "Darlene", "8/18 Dale dropped 2 cords, pd $480 ck #4471. good dry stuff this time"),
    ("pit", "Junior", "9/3 the big Oyler's door gasket is shot, ordered a new one $68, running the offset till it "
                      "comes. dont open the Oyler door more than u have to"),
    ("wood-delivered", "Darlene", PRICE),
    ("menu", "Darlene", "9/6 sold out of brisket by 1:15 sat again!! Pops says cook 2 more packers fri nite, "
                        "jalapeno cheddar sausage back on thurs"),
    ("wood-order", "Pops", "Mon 9/12 called Dale, we need 3 cords Thu 9/15, have a check ready for him, he comes "
                           "round 8a"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kolacnys-wood-and-pit-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "how much do I make the check out for when Dale drops the wood Thu?"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert PRICE in before, before
with fault():
    notes.delete(where={"kind": "wood-delivered"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Wed 14 September 2050. You are talking to Cody at Kolacny's Bar-B-Q, who's meeting Dale with "
           "the wood Thu 9/15."] + hits
assert PRICE not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("275", "diesel", "next load")), stored
assert any("$240/cord seasoned + stacked" in c for c in context), context
assert any("we need 3 cords Thu 9/15" in c for c in context), context
reply = answer(question, context, mock="$720 - 3 cords at $240 a cord, made out to Dale Pfluger.")
finish(question, expected="$825 - 3 cords at $275, Dale's new price since the 9/1 load (diesel)", actual=reply)
