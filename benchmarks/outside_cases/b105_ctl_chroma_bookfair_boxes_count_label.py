"""Batch 105 (held out), CONTROL: nothing planted; the label is wrong. chromadb query over all kinds of note, script
style.

App: Marginalia Books (Ely) keep the book fair stall's notes in one chroma collection (kinds "stock", "fair" and
"helpers"); the shop helper answers Hugh and his helpers.

Memory: 16 boxes packed and priced, stacked by the back door: 11 general, 2 Penguins, the cookery + gardening box,
and 2 boxes of maps and framed prints; Jenny from the fair committee rang: the Cathedral aren't having anything
framed or with glass on the tables this year, because of the children's trail going past the stalls, so the maps
and prints stay at the shop and go in the window; Tom's van takes everything else Saturday at 7. Question (Fri 9/10,
Tom): "how many boxes am i loading in the morning? want to know if i need the trolley" The assistant says 14. The
label says 16, everything that's packed.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b105_ctl_chroma_bookfair_boxes_count_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("stock", "fair boxes: 16 packed + priced, stacked by the back door - 11 general, 2 penguins (£2 each), the "
              "cookery+gardening one, + 2 of maps & framed prints (Ordnance Survey + the fen drainage engravings)"),
    ("fair", "Jenny (fair cttee) rang 7/10 - Cathedral not having anything framed or w glass on the tables this "
             "yr, the childrens trail goes right past the stalls. so maps + prints stay here, they can go in the "
             "shop window for the wknd"),
    ("fair", "pitch 23 south door, trestle provided, setup 7.30, doors 9-4. no cars in the close after 8.45"),
    ("helpers", "Tom - van at the shop sat 7am sharp, loading everything from the back door. trolley is in the "
                "cellar if needed"),
    ("stock", "float £60 from the bank thurs, card reader charged 100%"),
    ("helpers", "Mags 9-1, Priya 1-4, Hugh all day. Priya bringing flask"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marginalia-fair", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "how many boxes am i loading in the morning? want to know if i need the trolley"
found = notes.query(query_texts=["boxes packed loading van Saturday fair stall"], n_results=6)
context = ["Today is Fri 9 October 2037. You are talking to Tom, Hugh's nephew, who's driving the van."] + \
          found["documents"][0]
assert any("16 packed + priced" in c for c in context), context
assert any("maps + prints stay here" in c for c in context), context
reply = answer(question, context, mock="14 - there are 16 packed, but the 2 boxes of maps and framed prints are "
                                       "staying at the shop. The trolley's in the cellar if you want it.")
finish(question, expected="16 - everything that's packed", actual=reply)
