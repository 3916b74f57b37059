"""b5 control: a car-maintenance log on chromadb (``EphemeralClient``, the offline embedding function), script style.
Notes with their day in the metadata: the Golf's tyre pressures ("2.3 bar front, 2.1 bar rear at normal load"), the
new front tyres at 98,500 km, the MOT advisory on the rear pads, the service at Halls Garage.

No fault: the query returns the pressures note and the model answers "2.3 bar".

The label is wrong: "2.5 bar" (a close-but-different value that no note states).

Expected: AnnotationError (the expected answer appears in no input; memory and model did their job).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, finish, setup  # noqa: E402

setup("b5_ctl_chroma_tyre_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
log = client.create_collection("golf-log", embedding_function=offline.chroma_embedding_function())
NOTES = [
    ("n1", "2026-03-14", "Golf serviced at Halls Garage: oil and filter changed, cambelt done at 92,000 km."),
    ("n2", "2026-04-02", "The Golf passed its MOT with an advisory on the rear brake pads."),
    ("n3", "2026-04-20", "Two new Michelin tyres on the front of the Golf at 98,500 km."),
    ("n4", "2026-04-20", "Golf tyre pressures: 2.3 bar front, 2.1 bar rear at normal load."),
]
for doc_id, day, text in NOTES:
    log.add(ids=[doc_id], documents=[text], metadatas=[{"date": day}])

QUESTION = "What pressure should the Golf's front tyres be at?"
found = log.query(query_texts=[QUESTION], n_results=3)
context = found["documents"][0]
assert any("2.3 bar front" in c for c in context), context  # memory delivered the pressures
reply = answer(QUESTION, context, mock="2.3 bar at normal load.")
finish(QUESTION, "2.5 bar", reply)
