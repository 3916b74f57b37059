"""Batch 53 (held out). A community garden's plant sale notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Brook Lane Community Garden holds its spring plant sale on Sat 16 May 2026 (10 till 1, the allotment car park).
The sale's notes go in one collection with metadata ``{"kind"}`` (kind: stock, price, helpers, admin). For "how
many have we got" questions the app searches only ``kind == "stock"`` notes, which is where stock counts go.
Eleven notes, April - May 2026.

Planted fault (RetrievalError, filtered out by scope): 18 of the Sungold tomatoes were lost, and it was said in a
helpers note: "Bernie can't do setup sat, his back's gone again - Carol's doing the float instead. ALSO blight got
into the end of the polytunnel over the wet wk, had to bin 18 of the Sungold, gutted, rest look ok touch wood". The
stock-only query leaves it out. Question (Thu 14/5, the sale co-ordinator): "how many tomato plants have we got to
sell on saturday?" -> expected 42 (36 Gardener's Delight + 24 Sungold - 18). The assistant says 60.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the helpers note
is stored and among the hits of the same query without the filter, and not in the context; the stock note with 60
tomatoes is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b53_chroma_garden_tomato_count_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HELPERS = ("Bernie can't do setup sat, his back's gone again - Carol's doing the float instead. ALSO blight got into "
           "the end of the polytunnel over the wet wk, had to bin 18 of the Sungold tomato plants, gutted, rest look "
           "ok touch wood")
NOTES = [
    ("stock", "TOMATOES potted on 20/4: Gardener's Delight x36, Sungold x24 = 60 plants in 9cm pots, in the "
              "polytunnel. hardening off from the 9th"),
    ("price", "prices agreed at cttee: veg plants £1.50 or 4 for £5, perennials £3-£5, herbs £2, big pots £8"),
    ("stock", "courgettes 20 (Defender), squash 14 (mixed, labels got wet - just say 'mystery squash' lol)"),
    ("helpers", "rota: Margaret + Sue on the till, Dev + Anil carrying for people, Bernie setup 8.30, kids' table "
                "(sunflower pots) Priya"),
    ("admin", "card reader - Sumup charged and the float from Lloyds fri, £100 in coins"),
    ("stock", "perennials from the Hendersons' garden split - 30ish pots, hardy geraniums + day lilies mostly"),
    ("helpers", HELPERS),
    ("price", "tomatoes £1.50 each or 4/£5 same as the other veg, Sungold maybe £2 - they're the popular ones"),
    ("stock", "herbs: basil 25 (NOT outside till June, tell people), parsley 18, chives 12, mint - loads, give away"),
    ("admin", "posters up at the Co-op, the surgery + the school gates. fb event 212 interested!"),
    ("stock", "peppers 16 (Californian Wonder), chillis 10 - only for windowsills, say so"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brook-lane-plant-sale", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how many tomato plants have we got to sell on saturday?"
words = "tomato plants Sungold Gardener's Delight how many"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert HELPERS in unfiltered, unfiltered
assert HELPERS in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "stock"})["documents"][0]
context = ["Today is Thu 14 May 2026."] + hits
assert HELPERS not in context, context
assert any("= 60 plants" in c for c in context), context
assert not any("blight" in c or "bin 18" in c for c in context), context
reply = answer(question, context, mock="60 - 36 Gardener's Delight and 24 Sungold, all in 9cm pots in the polytunnel.")
finish(question, expected="42 (18 of the Sungold had to go)", actual=reply)
