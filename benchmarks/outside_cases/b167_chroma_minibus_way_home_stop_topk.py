"""Batch 167 (held out). A community minibus's seaside trip notes: chromadb collection, one root span per note and one
for the question; the helper's query keeps only its top 2 hits.

App: the Hetherby Community Minibus (16 seats, a tail lift, driven by volunteers) takes its regulars to Filey for the
day on Sat 18th August 2040. Carol (the bookings), Maureen (the passenger list) and Phil (the driver) post notes into
one chroma collection; passengers and their families ask the minibus's helper, which queries the collection with
``n_results=2`` and puts those two notes in front of the answer call.

Planted fault (RetrievalError, cut by the query's top-k): Carol's note of 2040-06-30 has the stops - Malton services on
the way there, Pickering for a cuppa and the loo on the way back. Phil's note of Tue 7th Aug says he's had the tacho
chat with the council, his hours won't stretch to the Pickering stop coming back, so it's straight home from Filey,
leaving 4.30 - loos on the prom before they go - and, in passing, that the wheelchair clamps are fixed. For the
question that note ranks 3rd, behind Carol's stops note and Maureen's 14/8 note putting Karen's mum and Betty on the
seats by the door ("they both need the loo a lot these days"), so the top 2 leave it out. Question (Thu 16/8, Karen,
whose mum is going): "are we stopping anywhere on the way home? mum needs the loo a lot these days" -> expected no -
straight home from Filey at 4.30 (Phil's hours won't run to Pickering), so use the loos on the prom first. The
assistant says yes, at Pickering.

Expected verdict: RetrievalError at chroma's query (the top-2 query, wrapped in fault()): Phil's note is in the
collection and the same query with more results finds it, but the app's top-k cut it from the context. Asserted: the
wider query returns it 3rd; the app's query does not and no context line mentions the tacho, straight home or the prom
loos; Carol's note with the Pickering stop is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b167_chroma_minibus_way_home_stop_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PHIL = ("Tue 7th Aug Phil - had the tacho chat w the council, my hours won't stretch to the Pickering stop coming "
        "back so it's straight home from Filey I'm afraid, leaving 4.30. loos on the prom before we go!! wheelchair "
        "clamps fixed btw")
NOTES = [
    "2040-06-30 Carol - Filey trip's on, sat 18th aug!! 16 seats, £12 each, pick up Co-op 8.15. stops: Malton "
    "services on the way there, Pickering for a cuppa + the loo on the way back",
    "16th jul Maureen - 14 names in, Betty + her sister want the front seats (travel sick), Stan's bringing his "
    "wheelchair",
    PHIL,
    "Weds 8 Aug Carol - fish + chips booked at the Wishing Well on the prom, 12.30, I've said 15 of us, mushy peas "
    "all round lol",
    "2040-08-14T18:40 Maureen - forecast's sunny, 22!! hats + suncream. I've put Karen's mum + Betty on the seats by "
    "the door, nearest the step - they both need the loo a lot these days",
]
N = 2

client = chromadb.EphemeralClient()
trip = client.get_or_create_collection("hetherby-minibus-filey-2040",
                                       embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        trip.add(ids=[f"n{i}"], documents=[text], metadatas=[{"n": i}])

question = "are we stopping anywhere on the way home? mum needs the loo a lot these days"
with turn_span("question Thu 16/8"):
    wide = trip.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
    assert wide.index(PHIL) == N, wide  # 3rd: in the collection, just below the cut
    with fault():
        hits = trip.query(query_texts=[question], n_results=N)["documents"][0]
    context = ["Today is Thu 16 August 2040. You are talking to Karen, whose mum is going on the Hetherby Community "
               "Minibus trip to Filey (Sat 18 August)."] + hits
    assert PHIL not in context, (wide, context)
    assert not any("tacho" in c or "straight home" in c or "loos on the prom" in c for c in context), context
    assert any("Pickering for a cuppa + the loo on the way back" in c for c in context), context
    reply = answer(question, context, mock="Yes - there's a stop at Pickering on the way back for a cuppa and the loo, "
                                           "so your mum will be fine.")
finish(question, expected="no - straight home from Filey at 4.30 (Phil's driving hours won't run to the Pickering "
                          "stop), so use the loos on the prom before leaving", actual=reply)
