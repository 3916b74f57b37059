"""Batch 161 (held out). A community garden's seed swap: chromadb collection, one root span per note and one for the
tidy-up and the question; the tidy-up deletes the notes marked sorted, and one of them still carries a change.

App: Hollins Lane Community Garden hold their seed swap on Sat 19th March 2039, 10-3 (swap tables, a seedling table,
two short talks, soup + bread). Raj and Jen, who run it, post notes into one chroma collection with a ``status`` in
the metadata - "open" for jobs still to do, "sorted" once the job's done. On Wed 16/3 Raj tidies up with
``notes.delete(where={"status": "sorted"})`` so the helper only sees what's live.

Planted fault (DeletionError): Jen's note of Mon 14th Feb has the talks - 11 Bev on saving your own tomato seed, 12
Dan on no dig - and Raj's note of 2039-03-07T20:15, marked sorted because it's about the tables (8 trestles off St
Anne's church + our 3, Dan's van, sorted), also says, in passing, that Bev's tomato talk is 2.30 now not 11 - she's
judging the allotment society's early veg in the morning. Raj's tidy-up deletes it. Question (Thu 17/3, Maureen):
"what time's Bev's tomato seed talk? want to catch it but I'm on the soup till 1" -> expected 2.30 (moved from 11, Bev's
judging in the morning). The assistant says 11.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): Raj's 7/3 note was in the
collection and found for the question before the tidy-up, and the delete removed it while it still decided the time.
Asserted: the note is found before the delete and is gone from the collection and the context after it; Jen's talks
note with 11 is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b161_chroma_seedswap_talk_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TABLES = ("2039-03-07T20:15 Raj - tables SORTED: 8 trestles off St Anne's church + our 3, Dan's picking them up in his "
          "van fri. oh + Bev's tomato talk is 2.30 now not 11, she's judging the allotment society's early veg in the "
          "morning")
NOTES = [
    ("open", "Mon 14th Feb Jen - talks: 11 Bev on saving your own tomato seed, 12 Dan on no dig. both 20 mins ish, "
             "in the shed end of the polytunnel"),
    ("sorted", "22.2. Jen - soup: leek + potato + a lentil one, bread off the Co-op, Maureen + Pat on the soup "
               "10-1. SORTED"),
    ("sorted", TABLES),
    ("open", "Weds 9 Mar Raj - still need envelopes for seed packets (the little brown ones) + someone to do the "
             "seedling table, Sian?"),
    ("open", "16th mar Jen - posters up in the library + Spar. remind ppl: bring seeds in labelled packets, no "
             "F1s, they don't come true"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-lane-seed-swap-2039",
                                        embedding_function=offline.chroma_embedding_function())
for i, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"swap-{i:02d}"], documents=[text], metadatas=[{"status": status}])

question = "what time's Bev's tomato seed talk? want to catch it but I'm on the soup till 1"
with turn_span("question Wed 16/3 before the tidy-up"):
    before = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert TABLES in before, before

with turn_span("tidy-up Wed 16/3"):
    with fault():
        notes.delete(where={"status": "sorted"})

with turn_span("question Thu 17/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
    context = ["Today is Thu 17 March 2039. You are talking to Maureen, who is helping at Hollins Lane Community "
               "Garden's seed swap on Sat 19 March (10-3)."] + hits
    assert TABLES not in stored and not any("2.30" in c for c in stored + context), stored
    assert any("11 Bev on saving your own tomato seed" in c for c in context), context
    reply = answer(question, context, mock="11 o'clock, in the shed end of the polytunnel - it's about 20 minutes, "
                                           "so you could slip away from the soup for it.")
finish(question, expected="2.30 - it was moved from 11 because Bev's judging the allotment society's early veg in the "
                          "morning", actual=reply)
