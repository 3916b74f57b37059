"""Batch 62 (held out), control. A dog rescue's foster notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Second Chance Hounds (Stroud) keep every foster update in one chromadb collection and ask the assistant from a
query. In July three dogs were out with fosterers: Biscuit the lurcher (Sam and Dev), Mabel the collie cross (Ros)
and Bramble the springer (the Whites). Mabel went to her new family, the Greens, on the Sunday, and Ros has no dog
now; Biscuit and Bramble are still in foster.

No fault planted. Question (Wed 21/7, a new volunteer doing the newsletter): "which dogs have we still got out in
foster homes?" The model answers Biscuit and Bramble, right per memory. The label lists Mabel as well. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b62_ctl_chroma_rescue_dogs_in_foster_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "Biscuit (lurcher, 3ish) w Sam + Dev since May, still scared of men in hats but getting braver, 2 enquiries",
    "Mabel (collie x, 5) at Ros's - Greens from Painswick want to meet her, home check booked thurs 8/7",
    "Bramble the springer came in 30/6 from the council pound, w the Whites in Chalford, ear infection, drops 2x a "
    "day",
    "Greens' home check fine, lovely big garden w a proper fence",
    "Mabel went off w the Greens sun 18th!! happy tears all round, Ros says the house is v quiet. she's up for "
    "another one in Sept",
    "Bramble's ears much better, finished the drops 15/7, Mrs White says he's a sock thief",
    "Biscuit booster done 12/7, Riverside, £48",
    "newsletter due end of July - Jo wants a line on every dog we've got out + a pic",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("second-chance", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "which dogs have we still got out in foster homes?"
hits = notes.query(query_texts=["dogs in foster with fosterers Biscuit Mabel Bramble"], n_results=len(NOTES))
context = ["Today is Wed 21 July 2027."] + hits["documents"][0]
assert any("Mabel went off w the Greens" in c for c in context), context
assert any("Biscuit (lurcher" in c for c in context), context
assert any("Bramble the springer came in" in c for c in context), context
reply = answer(question, context, mock="Two: Biscuit the lurcher with Sam and Dev, and Bramble the springer with the "
                                       "Whites in Chalford.")
finish(question, expected="Biscuit, Mabel and Bramble", actual=reply)
