"""b5: a lab-notebook assistant on chromadb (``EphemeralClient``, the offline embedding function). Each notebook
entry is one document with its day (``date``) and its experiment in the metadata. Script style: each call its own
trace.

Entries: three GAPDH PCR runs (2 February, 55 °C annealing, faint bands; 9 February, re-run at 58 °C, one clean band;
16 February, third run at 60 °C, no product), and, on the same bench, a gel, a western blot and a primer order.

Planted fault: a tidy-up job keeps only the first and the latest run of each experiment and deletes the ones in
between: it deletes the 9 February run (``chroma.delete``, wrapped in ``fault()``).

Question (an ordinal): "What annealing temperature did we use the second time we ran the GAPDH PCR?" Expected
"58 °C". The query returns the five remaining entries; the model, seeing two runs, takes the later one's 60 °C.

Why DeletionError at chroma.delete: the only entry that said 58 °C was held in the collection and explicitly deleted
before the question; the query returned all that was left. Another reading: none that I see.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402

setup("b5_chroma_delete_pcr_second", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notebook = client.create_collection("lab-notebook", embedding_function=offline.chroma_embedding_function())
ENTRIES = [
    ("pcr-0202", "2026-02-02", "GAPDH PCR", "PCR on the GAPDH primers: annealing at 55 °C, faint bands and a primer "
                                           "dimer."),
    ("gel-0203", "2026-02-03", "gel", "Gel imaging: 2% agarose gel, run at 120 V for 40 minutes."),
    ("ord-0205", "2026-02-05", "orders", "Ordered fresh GAPDH primers from IDT, arriving 20 February."),
    ("pcr-0209", "2026-02-09", "GAPDH PCR", "Re-ran the GAPDH PCR with annealing at 58 °C: one clean band at 226 bp."),
    ("wb-0211", "2026-02-11", "western blot", "Western blot for p53: transfer at 100 V for 1 hour, blocking in 5% "
                                              "milk."),
    ("pcr-0216", "2026-02-16", "GAPDH PCR", "Third GAPDH PCR, annealing at 60 °C: no product at all."),
]
for doc_id, day, experiment, text in ENTRIES:
    notebook.add(ids=[doc_id], documents=[text], metadatas=[{"date": day, "experiment": experiment}])

# tidy-up job: keep the first and the latest run of each experiment, delete the runs in between
runs = notebook.get(where={"experiment": "GAPDH PCR"})
by_day = sorted(zip(runs["ids"], runs["metadatas"]), key=lambda r: r[1]["date"])
in_between = [doc_id for doc_id, _ in by_day[1:-1]]
assert in_between == ["pcr-0209"], in_between
with fault():
    notebook.delete(ids=in_between)

QUESTION = "What annealing temperature did we use the second time we ran the GAPDH PCR?"
found = notebook.query(query_texts=[QUESTION], n_results=5)
context = [f"[{m['date']}] {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
assert len(context) == 5, context  # everything left came back
assert not any("58" in c for c in context), context  # the fault decided
reply = answer(QUESTION, context, mock="60 °C - that was the second GAPDH run.")
finish(QUESTION, "58 °C", reply)
