"""Batch 207 (held out). A church's harvest supper: chromadb collection of notes, one root span per note and one for
the question; the helper answers from the 3 nearest notes and the note that changed the auctioneer ranks 4th.

App: St Mary's, Clunbury holds its harvest supper on Sat 3rd Oct 2048 in the village hall - ten tables, pies from the
WI, a pudding table, then an auction of the harvest produce (marrows, jams, a sack of spuds) for the church roof.
Wendy (the churchwarden) keeps her notes in one chroma collection with the kind of note (supper, auction, rota); when
someone asks about the evening the helper takes the 3 nearest notes (``collection.query(..., n_results=3)``) and
answers from those.

Planted fault (RetrievalError, cut off by top-k): Wendy's first note (2048-08-24T20:15) has the evening - pie + pea
supper at 7, puddings, then the auction of produce with Rev Steve doing the auctioneering as usual. Her note of 22.9.
says Rev Steve's on retreat at Hereford that weekend (he'd forgotten, bless him), so Colin Price from the Young
Farmers is doing the auction bit - he's the auctioneer at Craven Arms mart, he'll shift the marrows - and that the
lots want labelling by 6. For the question that note ranks 4th: the top 3 are the lots-so-far note (with Pam's
hamper), the pies note and Wendy's first note. Question (Weds 30/9, Pam, giving a hamper): "who's doing the auction
after the pies? want to give them a list of what's in my hamper" -> expected Colin Price, the mart auctioneer from the
Young Farmers. The assistant says Rev Steve, the vicar.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the 22.9. note is in
the collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw. Asserted:
the 4 nearest have the note; the 3 hits and the context have nothing on Colin, the mart or the retreat; the first
note's "Rev Steve doing the auctioneering" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b207_chroma_harvest_auctioneer_who_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RETREAT = ("22.9. auction - Rev Steve's on retreat at Hereford that wkend (he'd forgotten, bless him) so Colin Price "
           "from the Young Farmers is doing the auction bit - he's auctioneer at Craven Arms mart so he'll shift the "
           "marrows 😂 lots need labelling by 6 pls")
NOTES = [
    ("supper", "2048-08-24T20:15 HARVEST SUPPER 🥧🍎 sat 3rd oct, village hall, pie + pea supper at 7, puddings, then "
               "the auction of produce for the roof fund - Rev Steve doing the auctioneering as usual. £12 a head"),
    ("rota", "tables - set up fri 2nd from 6, 10 tables of 8, white cloths from the vestry cupboard, Ken's got the "
             "key"),
    ("supper", "14/9 pies - WI doing steak + ale and a cheese + onion, Mary's doing 4 apple crumbles + custard, "
               "tea + coffee after the auction"),
    ("auction", RETREAT),
    ("auction", "auction lots so far - 3 marrows (Bill's monster one!!), jams + chutneys from the WI, a sack of spuds, "
                "Pam's doing a hamper - give me a list of what's in it"),
    ("rota", "Sat 26th washing up rota - Ken + Joan, me + Bill, the Jones girls for the puddings"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clunbury-harvest-2048", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Wendy"}])

question = "who's doing the auction after the pies? want to give them a list of what's in my hamper"
with turn_span("question Weds 30/9"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert RETREAT in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Weds 30 Sept 2048. You are talking to Pam, who's giving a hamper to St Mary's harvest "
               "supper auction (Sat 3 Oct)."] + hits
    assert RETREAT not in context and not any(w in c.lower() for c in context
                                              for w in ("colin", "mart", "retreat")), context
    assert any("Rev Steve doing the auctioneering" in c for c in context), context
    reply = answer(question, context, mock="Rev Steve, the vicar - he does the auctioneering as usual after the "
                                           "puddings. Give him your list on the night.")
finish(question, expected="Colin Price from the Young Farmers (the auctioneer at Craven Arms mart) - Rev Steve's on "
                          "retreat", actual=reply)
