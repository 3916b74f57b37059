"""Batch 33 (held out), control. A village pub's bookings diary: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Jo at the Red Lion, Clent keeps bookings and bits of news in one collection (metadata ``{"kind", "day"}``) and
asks the assistant from a query. Mrs Wilson first pencilled her husband's 40th in the back room for Sat 21 June;
then her sister couldn't get a flight from Alicante until the Friday night, so they settled on the Saturday after,
the 28th, and paid the deposit.

No fault planted. Question (Tue 10/6): "what's the date of the Wilsons' 40th in the back room?" The model answers
Saturday 28 June, right per memory. The label says 21/6, the first date pencilled in. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b33_ctl_chroma_pub_wilsons_40th_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("booking", 20250512, "Wilsons - Darren's 40th, back room, Sat 21/6 they reckon, 25ish, buffet £12 a head, "
                          "pencilled"),
    ("news", 20250514, "Wye Valley HPA back on, guest ale Hobsons Town Crier next"),
    ("booking", 20250520, "Patels 14/6 conservatory 1pm, 9 + 2 high chairs"),
    ("booking", 20250527, "Mrs Wilson in for a half - her sister can't get a flight from Alicante till the Fri night "
                          "so they're going for the Sat after, the 28th. She's sure now, £50 dep paid, surprise so "
                          "don't say owt to Darren!"),
    ("news", 20250602, "Kyle wants a new fryer, £1,100, Steve says after the summer"),
    ("booking", 20250603, "Hendry girl's 18th - skittle alley Sat 21/6, 40ish, own DJ"),
    ("booking", 20250605, "back room Sun 22nd christening, Okafors, 1-4"),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("red-lion-diary", embedding_function=offline.chroma_embedding_function())
diary.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "what's the date of the Wilsons' 40th in the back room?"
hits = diary.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Tue 10/6/25."] + hits
assert any("Sat 21/6 they reckon" in c for c in context), context
assert any("going for the Sat after, the 28th" in c for c in context), context
reply = answer(question, context, mock="Saturday 28 June - they went for the 28th so Mrs Wilson's sister can get "
                                       "over from Alicante. £50 deposit's paid; it's a surprise, so mum's the word.")
finish(question, expected="21/6", actual=reply)
