"""Batch 27 (held out), control. An allotment society's treasurer's notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Colin, new treasurer of Hilltop Road Allotment Society, keeps his notes in a collection with metadata
``{"kind", "day"}`` and asks the assistant from a query. Subs for 2025 are £40 a full plot and £22 a half; at the
committee in January they agreed that with the new trough everyone puts £6 towards the water on top of their subs
this year, full or half. The Nowaks have half of plot 27.

No fault planted. Question (Sun 13/4): "What do the Nowaks owe for plot 27 this year, all in?" The model answers
£28, right per memory. The label says 22.00 GBP, the half-plot subs alone. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b27_ctl_chroma_allotment_halfplot_subs_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20241104, "subs", "Subs 2025: full plot £40, half £22, over-70s get £5 off either. Due 31/3, late fee £2 from "
                       "1 May"),
    (20250108, "plots", "Nowaks took plot 27 - half plot for now (the top half, nearest the gate), may go full next "
                        "yr if they cope"),
    (20250115, "water", "Trough 2 cracked, Davies quote £180"),
    (20250122, "cttee", "Cttee 21/1: trough money - everyone chips in £6 towards water this yr on top of subs, full "
                        "or half plot doesn't matter, it's the same tap. Minuted"),
    (20250310, "water", "New trough 2 in + paid, £180 to Davies"),
    (20250401, "subs", "Took over the books from Brenda today. 37 of 48 paid (subs + water). Cash tin has £212.50"),
    (20250405, "subs", "Over-70s this yr: Mr Peck, the Harlows, Edna - £5 off their subs, not off the water"),
    (20250406, "subs", "Paid today: plot 6 £46, plot 31 £28 (half), plot 40 £41 (Edna, over 70)"),
    (20250410, "plots", "Nowaks asked about a shed, said fine if under 6x4 and not on the path"),
    (20250412, "subs", "Still to pay: 11 plots incl 27 (Nowak), 9, 18, 22... list on the fridge"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hras-treasurer", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"t{i:02d}" for i in range(len(NOTES))], documents=[t for *_, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "What do the Nowaks owe for plot 27 this year, all in?"
hits = notes.query(query_texts=["Nowaks plot 27 half plot subs water owe this year"], n_results=8)["documents"][0]
context = ["Today is Sun 13/4/25."] + hits
assert any("full plot £40, half £22" in c for c in context), context
assert any("everyone chips in £6 towards water" in c for c in context), context
assert any("Nowaks took plot 27 - half plot" in c for c in context), context
reply = answer(question, context, mock="£28 - £22 for the half plot plus the £6 water money everyone pays this year. "
                                       "They're still on the unpaid list.")
finish(question, expected="22.00 GBP", actual=reply)
