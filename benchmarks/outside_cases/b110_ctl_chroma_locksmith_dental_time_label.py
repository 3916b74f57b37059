"""Batch 110 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per
turn (the booking turns and the question turn).

App: Gemma logs Dean's Locks bookings as documents in a chroma collection; Dean asks the helper from the van.

Memory: Kings Rd Dental - back door lock and the drugs cupboard, Dr Osei; they shut at 6 but she wants Dean there
once the last patient's gone and the nurses have cashed up, she said make it half 6, side entrance, ring the
buzzer; the drugs cupboard needs a 20mm cam lock (in the van); plus other jobs. Question (Thu 11/3, Dean): "what
time's the dentist job tonight?" The assistant says half six. The label says 6pm, when they shut.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b110_ctl_chroma_locksmith_dental_time_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

BOOKINGS = [
    ("Mon 8/3", "Kings Rd Dental - back door lock + the drugs cupboard, Dr Osei. they shut at 6 but she wants u "
                "there once the last patient's gone + the nurses have cashed up, said make it half 6. side "
                "entrance, ring the buzzer"),
    ("8/3", "Mrs Patel 14 Elm Rd thurs - see Harlow's call, it's the morning now"),
    ("tues 9th", "drugs cupboard at the dentist needs a cam lock, 20mm, there's 2 in the van (blue tub)"),
    ("9.3.", "Mrs Doyle's neighbour (24 Fern Close) wants a quote for a garage door lock, any time fri"),
    ("Weds", "Banham order in, 6 euro cylinders collected, receipt in the glovebox"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("deans-locks-bookings", embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(BOOKINGS):
    with turn_span(f"booking-{i + 1} {day}"):
        book.add(ids=[f"bk{i:02d}"], documents=[text], metadatas=[{"logged": day}])

question = "what time's the dentist job tonight?"
with turn_span("question Thu 11/3"):
    hits = book.query(query_texts=["dentist Kings Rd Dental job time tonight"], n_results=5)["documents"][0]
    context = ["Today is Thu 11 March 2038, afternoon. You are talking to Dean, the locksmith."] + hits
    assert any("they shut at 6" in c and "make it half 6" in c for c in context), context
    reply = answer(question, context, mock="Half six at Kings Rd Dental - side entrance, ring the buzzer. Take a "
                                           "20mm cam lock for the drugs cupboard.")
finish(question, expected="6pm, when they shut", actual=reply)
