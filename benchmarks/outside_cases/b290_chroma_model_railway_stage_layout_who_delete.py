"""Batch 290 (held out). A model railway club's exhibition: chromadb collection of the exhibition team's notes, one
root span per note, one for Keith's clear-out and one for the question; the clear-out deletes, by a metadata
filter, the traders notes he has copied into the show guide, and one of them also carried the change of layout by
the stage.

App: Elland & District Model Railway Society hold their exhibition on Sat 19th and Sun 20th Nov 2050 in the sports
hall at Brooksbank School - eleven layouts, fourteen trade stands in the dining hall, a tea bar, the club's own
Calder Bridge in the middle. Keith (the exhibition manager) and Pat (publicity) file notes into one chroma
collection (metadata ``kind``: layouts, traders, catering, rota, publicity). Once the trade stands are in the show
guide Keith deletes the traders notes with ``where={"kind": "traders"}``; the helper answers from the 4 nearest.

Planted fault (DeletionError): Keith's layouts note (2050-08-30T20:10) has Thornbury Junction (Halifax MRC, OO,
24ft) by the stage, Calder Bridge in the middle, Marsden Goods (Steve P, O gauge) by the fire doors. Keith's traders
note of Sun 30th Oct starts with the trade stands (all 14 confirmed, Hattons' man and the second-hand book lady are
back) and says, in the middle, that Halifax MRC have pulled out - their van's failed its MOT - so Dave Crowther is
bringing Ashby Sidings, his N gauge, to go by the stage instead. Keith's clear-out (Tue 8/11) deletes the traders
notes, that one with them. Question (Weds 16/11, Phil, doing the power): "who's bringing the layout by the stage?
need to sort their power leads + a parking space for the van" -> expected Dave Crowther with Ashby Sidings (Halifax
pulled out). The assistant says Halifax MRC with Thornbury Junction.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Keith's Sun 30th Oct note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Dave, Ashby Sidings or the MOT); the layouts note's "Thornbury Junction (Halifax MRC"
is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b290_chroma_model_railway_stage_layout_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Sun 30th Oct (Keith) - traders all confirmed, 14 stands 🙌 Hattons' man + the 2nd hand book lady are back, "
        "Peco stand's by the door. Halifax MRC have pulled out of bringing Thornbury Jn, their van's failed its MOT 😩 "
        "so Dave Crowther's bringing Ashby Sidings (his N gauge) to go by the stage instead, he'll need 2 tables + a "
        "double socket")
NOTES = [
    ("layouts", "Keith", "2050-08-30T20:10 layouts so far 🚂 Thornbury Junction (Halifax MRC, OO, 24ft) by the "
                         "stage, our Calder Bridge in the middle, Marsden Goods (Steve P, O gauge) by the fire doors. "
                         "8 more to place"),
    ("catering", "Pat", "tea bar - Sandra + Jean, bacon butties sat am, the school kitchen's ours from 7"),
    ("publicity", "Pat", "15/9 posters up in the library + Tesco, ad in the Courier w/c 7th nov. £5 adults, kids "
                         "free, 10-5 sat 10-4 sun"),
    ("traders", "Keith", "Weds 12/10 - 11 traders so far, tables £25 each, they're in the dining hall this yr"),
    ("rota", "Keith", "1/11 stewarding rota's on the clubroom board, 2 hr slots, everyone to do at least 1 pls"),
    ("traders", "Keith", SWAP),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-mrs-exhibition-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "who's bringing the layout by the stage? need to sort their power leads + a parking space for the van"
with turn_span("clear-out Tue 8/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"kind": "traders"})

with turn_span("question Weds 16/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 16 November 2050. You are talking to Phil, who's doing the power for Elland & District "
               "Model Railway Society's exhibition (Sat 19 - Sun 20 Nov)."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("dave", "ashby", "mot")), stored
    assert any("Thornbury Junction (Halifax MRC, OO, 24ft) by the stage" in c for c in context), context
    reply = answer(question, context, mock="Halifax MRC - they're bringing Thornbury Junction, the 24ft OO layout "
                                           "that goes by the stage.")
finish(question, expected="Dave Crowther, with Ashby Sidings (his N gauge) - Halifax MRC pulled out, van failed "
                          "its MOT", actual=reply)
