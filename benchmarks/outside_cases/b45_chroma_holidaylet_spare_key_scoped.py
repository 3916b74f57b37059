"""Batch 45 (held out). A family's holiday lets: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: the Aldridges let two cottages on the family farm (Swallow Cottage and the Old Dairy); Marie does the
changeovers. Everything goes into one collection with metadata ``{"let", "kind"}`` (booking, cleaning, keys,
maintenance...). When a guest asks about keys, the assistant looks only at that let's notes filed as keys (a
``where`` on let + kind), which is how it was written when only the owners filed key notes.

Planted fault (RetrievalError, scoped out by the filter): on Sat 27/6 Marie wrote up the changeover at the Old Dairy
and, in passing, moved the spare key: "changeover done sat, all fine, hoover's on its last legs tho. moved the spare
key from under the blue pot (too obvious!!) to the little key safe on the side of the oil tank, code 4471, told
Rob". It is filed as kind "cleaning". The keys-only query for the Old Dairy returns the old note (spare under the
blue pot by the back door). Question (Thu 2/7): "where's the spare key for the Old Dairy?" -> expected the key safe
on the oil tank, code 4471. The assistant says under the blue pot.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Marie's note is
in the collection and a hit of the same question with no filter; it is not in the context, which has the old
blue-pot note. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b45_chroma_holidaylet_spare_key_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("changeover done sat, all fine, hoover's on its last legs tho. moved the spare key from under the blue pot "
         "(too obvious!!) to the little key safe on the side of the oil tank, code 4471, told Rob")
NOTES = [
    ("old-dairy", "keys", "Old Dairy keys: main set in the key safe by the front door (code in the booking email), "
                          "spare under the blue pot by the back door, Rob has a 3rd set"),
    ("swallow", "keys", "Swallow Cott - front door key on the big wooden fob, back door's a thumb turn, spare w Mum "
                        "at the farmhouse"),
    ("old-dairy", "booking", "Old Dairy - Wilsons 20-27 June, 4 adults, paid in full 14/5"),
    ("old-dairy", "cleaning", MOVED),
    ("swallow", "cleaning", "Swallow changeover 27/6 - Marie says oven needs a proper go, did it, 2 hrs extra @ £14"),
    ("old-dairy", "maintenance", "oil delivered to the Old Dairy tank 12/6, 900L, should see us to Oct"),
    ("swallow", "booking", "Fernsbys Swallow 4-11 July + Biscuit the dog"),
    ("old-dairy", "booking", "Hendersons Old Dairy 18-25 July, 2 adults + her mum, paid"),
    ("general", "admin", "new laundry co (Fresh Linen, Bakewell) from July, they collect mon + fri"),
    ("old-dairy", "maintenance", "wifi router at the Dairy reset 30/5, password on the fridge card"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aldridge-lets", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"let": lt, "kind": k} for lt, k, _ in NOTES])

question = "where's the spare key for the Old Dairy?"
unfiltered = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in unfiltered, unfiltered
assert MOVED in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[question], n_results=4,
                       where={"$and": [{"let": "old-dairy"}, {"kind": "keys"}]})["documents"][0]
context = ["Today is Thu 2 July 2026."] + hits
assert MOVED not in context, context
assert not any("oil tank" in c or "4471" in c for c in context), context
assert any("spare under the blue pot" in c for c in context), context
reply = answer(question, context, mock="Under the blue pot by the back door. Rob's got a third set if that fails.")
finish(question, expected="In the little key safe on the oil tank - code 4471", actual=reply)
