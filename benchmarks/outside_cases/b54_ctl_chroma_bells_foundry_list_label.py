"""Batch 54 (held out), control. A church bell restoration fund's inspection and work notes: chromadb EphemeralClient
with memtrace's offline embedding function, script style (each call its own trace).

App: Sue, tower captain at St Michael's, Upton Lovell, keeps the notes on the six bells in a chromadb collection
with metadata ``{"kind"}`` (inspection, work, money); the assistant answers the ringers from a query. The 2025
inspection listed the tenor (cracked near the lip), the 3rd (worn clapper crown, cracked canon) and the treble
(hairline crack?) as going to the foundry. When the foundry's man came up the tower in February he cleaned the
treble off: the line was old paint and a drip of wax, the bell rings true, it stays put.

No fault planted. Question (Sat 14/3, a ringer): "which bells are going off to the foundry?" The model answers the
tenor and the 3rd, right per memory. The label says the tenor, the 3rd and the treble, as on the inspection list.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b54_ctl_chroma_bells_foundry_list_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("inspection", "inspection 12.9.25 (Nicholson): to the foundry - TENOR (crack ~9in from lip), 3rd (cracked canon "
                   "+ worn crown), treble (hairline crack? to check). 2nd/4th/5th fine, just new bearings"),
    ("work", "frame is C19 oak, beetle + rot in the lower sills, replace w steel H-frame, reuse the old oak for a "
             "bench in the porch?"),
    ("money", "foundry bit of the quote is per bell - £4,200 each for tuning, tenor weld extra £3,100"),
    ("work", "Feb 19 - Mark from Nicholson up the tower w me. scrubbed the treble where the 'crack' was - old paint "
             "+ a drip of candle wax, nothing in the metal, rings true as anything. stays in the tower, he'll just do "
             "the bearings like the others"),
    ("inspection", "clappers: tenor + 3rd need new ones, rest get rebushed"),
    ("work", "lorry to Loughborough booked 9 June, Taylor's will have them ~10 wks"),
    ("money", "so foundry cost is 2 bells now not 3 = £8,400 + £3,100 weld = £11,500, Graham's redone the sheet"),
    ("work", "ringing stops after Easter day, last quarter peal sat 4 April 2pm - all welcome"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("upton-lovell-bells", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "which bells are going off to the foundry?"
hits = notes.query(query_texts=["which bells to the foundry tenor 3rd treble crack stays"], n_results=8)
context = ["Today is Sat 14 March 2026."] + hits["documents"][0]
assert any("to the foundry - TENOR" in c and "treble (hairline crack? to check)" in c for c in context), context
assert any("stays in the tower" in c for c in context), context
reply = answer(question, context, mock="Two of them - the tenor and the 3rd. The treble turned out to be fine, so "
                                       "it stays in the tower and just gets new bearings.")
finish(question, expected="the tenor, the 3rd and the treble", actual=reply)
