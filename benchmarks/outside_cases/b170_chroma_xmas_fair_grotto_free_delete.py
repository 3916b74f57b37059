"""Batch 170 (held out). A primary school PTA's Christmas fair notes: chromadb collection, one root span per note, one
for the clear-out and one for the question; clearing out the ticked-off jobs deletes the note that made the grotto free.

App: Oakfield Primary's Christmas fair is Fri 2nd December 2039, 3.15 till half 5 after school - stalls in the main
hall, cakes and tombola in the dining hall, Santa's grotto, a raffle. The PTA (Gemma the secretary, Mrs Akhtar the
head, Jo on the tombola) post notes into one chroma collection with a ``status`` ("open" or "done") in the metadata,
ticking a job off when it's finished. Before the fair Gemma clears the done jobs out with
``collection.delete(where={"status": "done"})`` - "keeps it tidy for the parents' questions" - and the helper answers
parents from a query of what's left.

Planted fault (DeletionError): Mrs Akhtar's note of Tue 15th Nov says Hughes Builders are paying for all the selection
boxes, so the grotto's free this year - no £3, just a donations bucket by the door - and the boxes have been delivered
to the staffroom; the job was ticked off as done when they arrived. The September meeting note (open, it's the flyer
job) still has "grotto in the library, £3 a go incl a selection box". The clear-out deletes Mrs Akhtar's note (with
the done posters note). Question (Mon 28/11, a parent with three kids): "do we have to pay for the grotto? I've got 3
going and want to make sure I bring enough cash" -> expected no - it's free this year (Hughes Builders paid for the
selection boxes), there's a donations bucket. The assistant says yes, £3 a go, £9 for three.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Mrs Akhtar's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
September £3 line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b170_chroma_xmas_fair_grotto_free_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FREE = ("Tue 15th Nov Mrs Akhtar - Hughes Builders are paying for ALL the selection boxes 🎅 so grotto's free this yr!! "
        "no £3, just pop a donations bucket by the door for the PTA. boxes delivered, they're in the staffroom")
NOTES = [
    ("open", "Sept mtg - fair fri 2nd dec 3.15-5.30, main hall + dining hall. grotto in the library, £3 a go incl a "
             "selection box, raffle £1 a strip, tombola 50p a go. Gemma doing the flyer"),
    ("done", "2039-10-19 Gemma - posters printed, 40 up round the village + one in the Co-op window"),
    ("done", FREE),
    ("open", "22.11. Gemma - raffle prizes so far: hamper from the Co-op, £50 Tesco voucher, signed Villa shirt. need "
             "a few more!!"),
    ("open", "Weds 23rd Nov Jo - tombola bottles in the Y4 cupboard, still need jars for the jam jar tombola pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oakfield-pta-xmas-fair-2039",
                                        embedding_function=offline.chroma_embedding_function())
for i, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"status": status}])

question = "do we have to pay for the grotto? I've got 3 going and want to make sure I bring enough cash"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert FREE in before, before

with turn_span("clear out the done jobs"):
    with fault():
        notes.delete(where={"status": "done"})

with turn_span("question Mon 28/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
    context = ["Today is Mon 28 November 2039. You are talking to a parent whose three children are going to "
               "Oakfield Primary's Christmas fair (Fri 2 December)."] + hits
    assert FREE not in stored and not any("free" in c or "Hughes" in c or "donations" in c for c in stored + context), \
        stored
    assert any("grotto in the library, £3 a go" in c for c in context), context
    reply = answer(question, context, mock="Yes - the grotto's £3 a go, including a selection box, so bring £9 for "
                                           "your three.")
finish(question, expected="no - it's free this year (Hughes Builders paid for the selection boxes), just a donations "
                          "bucket", actual=reply)
