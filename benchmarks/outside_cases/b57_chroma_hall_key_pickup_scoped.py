"""Batch 57 (held out). A village hall's bookings book: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Askrigg village hall's bookings secretary, Carol, keeps every note in one collection with metadata ``{"kind"}``
(kind: booking, keys, money, building). The assistant answers hirers' texts; for anything about a booking it queries
only ``kind == "booking"`` notes. Eleven notes, Apr - May 2026.

Planted fault (RetrievalError, filtered out by scope): the key arrangements while the key holder is away are in a
keys note: "keys!! Brenda's off to Tenerife 9th-23rd May so anyone hiring in those 2 wks gets the key from Mick at
3 Church Cottages (green door, he's in most evenings, ring first 07700 900418). alarm code the same. she's back 24th".
The booking-only query leaves it out. Question (Mon 11/5, a text from Jo who runs pilates): "where do I pick the
hall key up from tonight?" -> expected Mick's at 3 Church Cottages. The assistant goes by Jo's booking note: the
post office, from Brenda.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the keys note is
stored and a hit of the same query without the filter, and not in the context; the pilates booking is. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b57_chroma_hall_key_pickup_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEYS = ("keys!! Brenda's off to Tenerife 9th-23rd May so anyone hiring in those 2 wks gets the key from Mick at 3 "
        "Church Cottages (green door, he's in most evenings, ring first 07700 900418). alarm code the same. she's back "
        "24th")
NOTES = [
    ("booking", "Pilates - Jo Hartley, every mon 7-8.15pm main hall, £14/session invoiced termly. key from Brenda at "
                "the post office, back through the PO letterbox after"),
    ("money", "deposits: £50 for regulars, £150 for parties + anything w alcohol, back within 14 days if all ok"),
    ("building", "boiler serviced 17/4 by Kendal Heating, all fine, next due april 27"),
    ("booking", "Sat 16 May - Ollie Metcalfe 1st bday party 1-4pm small hall, £60 + £150 deposit paid bank tfr"),
    ("keys", "there are 3 sets: Brenda (PO), me, + the key safe by the boiler house door for the cleaner only"),
    ("booking", "WI - 2nd weds monthly 7.30, have their own key, they lock up + do the urn"),
    ("keys", KEYS),
    ("building", "gents' cistern running again, told Mick, he'll have a look when he can"),
    ("booking", "Parish council - 3rd tues, 7pm, small hall, no charge (they pay the insurance)"),
    ("money", "Jo H paid spring term pilates £168 on 20/4 thank you Jo"),
    ("booking", "tues 19th May 2-4 Dales Memory Café, Linda to bring the tea urn back she borrowed"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("askrigg-hall", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "where do I pick the hall key up from tonight?"
words = "hall key pick up from pilates Jo monday hiring"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert KEYS in unfiltered, unfiltered
assert KEYS in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=6, where={"kind": "booking"})["documents"][0]
context = ["Today is Mon 11 May 2026. You are texting Jo Hartley (pilates)."] + hits
assert KEYS not in context, context
assert any("key from Brenda at the post office" in c for c in context), context
assert not any("Mick" in c or "Church Cottages" in c or "Tenerife" in c for c in context), context
reply = answer(question, context, mock="From Brenda at the post office, same as always - pop it back through the PO "
                                       "letterbox after.")
finish(question, expected="Mick's, 3 Church Cottages (the green door) - Brenda's away", actual=reply)
