"""Batch 80 (held out). A village hall's bookings: chromadb collection of notes, query filtered by kind, script
style (each call its own trace).

App: Pam is bookings secretary of Upton St Leonards village hall. Her notes (bookings, messages from keyholders,
maintenance bits) sit in one chroma collection with a ``kind`` in the metadata. Hirers ask the app about their
bookings, so the app filters its query to ``kind == "booking"``.

Planted fault (RetrievalError, filtered by scope): Brenda the keyholder's message (kind "msg", 8/5) says the shop's
shut Sat 10th for the owners' daughter's wedding, so whoever has the hall that day gets the keys from hers at 2
Church Close, any time after 9, ring the bell twice. The app's query is filtered to bookings, whose line says "keys
from the village shop as usual". Question (Fri 9/5, the Morris side's secretary): "where do we pick the keys up for
tomorrow?" -> expected Brenda's house, 2 Church Close. The assistant says the village shop.

Expected verdict: RetrievalError at chroma.query (the filtered query, wrapped in fault()). Asserted: the unfiltered
query with the same words returns Brenda's message; the filtered one leaves it out, and the booking line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b80_chroma_villagehall_keys_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BRENDA = ("Brenda (keyholder) 8/5: Pam fyi shop's shut all day sat 10th, Sue + Graham's girl is getting married!! "
          "so whoever's got the hall sat can get the keys from mine, 2 Church Close, any time after 9. ring twice "
          "the bell's dodgy. drop them back thru the door after")
DOCS = [
    ("booking", "Sat 10 May - Wychwood Morris (sec: Alan Pryce) main hall 10-4, practice + ale tasting, £96 paid "
                "by bacs. keys from the village shop as usual"),
    ("booking", "Tues eves - yoga (Sally) main hall 7-9, invoiced termly"),
    ("maint", "boiler service booked 14/5 am, Dave from Cotswold Heating, leave the side door open"),
    ("booking", "Sun 11/5 - christening tea, Harris family, small room + kitchen 1-5, £55"),
    ("msg", "Graham @ the shop: we've got a new safe for the hall keys behind the counter, sign the book"),
    ("msg", BRENDA),
    ("booking", "keys: hirers collect from the shop on the day (opens 8), return by 10am next day"),
    ("maint", "the loo in the gents is running again - told the parish council 2/5"),
    ("booking", "Fri 23/5 - 60th birthday, Mrs Okafor, main hall 6-midnight, deposit £100 held"),
    ("msg", "Sally (yoga): can we store 15 mats in the cupboard under the stage? said yes if they're in a box"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("upton-hall", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "where do we pick the keys up for tomorrow? (Alan, Wychwood Morris)"
words = "keys pick up collect sat 10th hall Morris"  # the app's search words
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert BRENDA in wide, wide

with fault():
    hits = notes.query(query_texts=[words], n_results=4, where={"kind": "booking"})["documents"][0]
context = ["Today is Fri 9 May 2031. You are talking to Alan Pryce, secretary of Wychwood Morris."] + hits
assert not any(BRENDA in c or "Church Close" in c for c in context), context
assert any("keys from the village shop as usual" in c for c in context), context
reply = answer(question, context, mock="From the village shop as usual - it opens at 8, just sign the book at the "
                                       "counter. Have a good practice!")
finish(question, expected="Brenda's, 2 Church Close (the shop's closed that day)", actual=reply)
