"""Batch 201 (held out). A running club's parkrun volunteers: chromadb collection, one root span per note and one
for the question; the helper answers rota questions from the notes tagged "rota" only, and the message that changed
the run director was filed as chat.

App: Sundorne Fields parkrun is every Saturday at 9am, 5k round the fields and down by the river. Bev (the volunteer
coordinator) keeps everything in one chroma collection, each note with a ``kind`` (rota, kit, course, chat); for a
question about who's doing what, the helper queries with ``where={"kind": "rota"}`` (4 nearest) and answers from
those.

Planted fault (RetrievalError, scoped out by a metadata filter): the rota note (2045-04-24T21:10) for Sat 13th May
has Dave as run director (RD), Helen tail walker. Dave's message of Tue 9th, pasted in by Bev and tagged "chat",
says he can't do RD on the 13th after all - he's been called in to work - so Helen's said she'll step up and do it,
and Tom's offered to tail walk (he's walking the dog anyway). Question (Fri 12/5, Jo, a barcode scanner): "who's RD
tmrw? got the finish tokens + the scanner bag to hand over" -> expected Helen (she's stepping up for Dave, who's
working). The assistant says Dave.

Expected verdict: RetrievalError at chroma's query (the rota-scoped query, wrapped in fault()): Dave's message is in
the collection and an unscoped query for the same question, same 4 results, has it, but the kind == "rota" filter
kept it out of the context the model saw. Asserted: the unscoped 4 nearest have it; the scoped hits and the context
have nothing on Dave being called in, Helen stepping up or Tom tail walking; the rota's "RD Dave" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b201_chroma_parkrun_run_director_where", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 9th - msg from Dave: can't do RD sat 13th after all, been called in to work 😩 sorry all. Helen's said "
        "she'll step up + do it so Tom's offered to tail walk, he's walking the dog round anyway")
NOTES = [
    ("2045-04-24T21:10", "rota", "ROTA sat 13th may - RD Dave, timekeepers Sam + Priya, scanners Jo + Mike, funnel "
                                 "manager Anne, tail walker Helen, marshals tbc (need 6!!)"),
    ("27/4", "kit", "tokens - 3 missing again (112, 187 + 240), token sorting after in the cafe, whoever's got the "
                    "token box bring a bag pls"),
    ("2.5.", "course", "mud on the bottom path by the river, marshal at the footbridge pls, cones in the shed"),
    ("Weds 3 May", "rota", "rota sat 20th may - RD Priya, timekeepers Sam + Anne, scanners Raj + Lou, tail walker "
                           "Kev"),
    ("Tue 9th", "chat", SWAP),
    ("11.5.", "rota", "marshals for sat 13th sorted - Kev, Lou, Raj, Bev, Ian + Mo. hi vis in the blue box, RD has "
                      "the key"),
]
WHERE = {"kind": "rota"}
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sundorne-fields-parkrun-vols-2045",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "kind": kind, "by": "Bev"}])

question = "who's RD tmrw? got the finish tokens + the scanner bag to hand over"
with turn_span("question Fri 12/5"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert SWAP in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where=WHERE)
    hits = found["documents"][0]
    context = ["Today is Fri 12 May 2045. You are talking to Jo, a barcode scanner at Sundorne Fields parkrun "
               "(Saturdays 9am)."] + hits
    assert SWAP not in context and not any(w in c.lower() for c in context
                                           for w in ("called in", "step up", "tom's offered")), context
    assert any("RD Dave" in c for c in context), context
    reply = answer(question, context, mock="Dave's RD tomorrow (Sat 13th) - hand the finish tokens and the scanner "
                                           "bag to him.")
finish(question, expected="Helen - she's stepping up as RD because Dave's been called in to work", actual=reply)
