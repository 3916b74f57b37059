"""Batch 339 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(sample reception and the biobank each log their own entries), then the question's query.

App: the Clinical Research Facility lab at St Aidan's tracks study samples in one chroma collection: reception logs
each sample's receipt and processing, the biobank logs where each aliquot went; the helper answers the analysts'
questions from the 4 nearest entries.

Memory: reception, 2026-03-03 08:52 - CARDIO-7, subj P-117, V1 baseline, EDTA, spun 09:20, plasma 6 x 0.5 mL;
reception, 2026-03-03 09:40 - CARDIO-7, subj P-171, V1 baseline, plasma 5 x 0.5 mL; biobank, 2026-03-03 11:15 -
P-171 V1 plasma x5 -> Freezer F1 (-80 C), rack A4, box 12, pos 1-5; biobank, 2026-03-03 11:30 - P-117 V1 plasma x6
-> Freezer F3 (-80 C), rack B2, box 07, pos 31-36, "P-117 not P-171 (similar IDs) - double-checked vs req form".
Question (2026-03-10, an analyst): "where are P-117's baseline plasma aliquots? need 2 for the troponin batch
tomorrow" The assistant says Freezer F3, rack B2, box 07, positions 31-36. The label says Freezer F1, rack A4, box
12 - the location of P-171's aliquots, a different subject with a near-identical ID.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b339_ctl_chroma_lab_plasma_freezer_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

ENTRIES = {
    "reception": [
        "2026-03-03 08:52 | RECEIPT | study CARDIO-7 | subj P-117 | V1 baseline | EDTA 2 x 4 mL | recd ambient, 35 "
        "min post-draw | spun 09:20 (2,000 g, 10 min, 4 C) | plasma 6 x 0.5 mL aliquots | KB",
        "2026-03-03 09:40 | RECEIPT | study CARDIO-7 | subj P-171 | V1 baseline | EDTA 2 x 4 mL | recd ambient, 50 "
        "min post-draw | spun 10:05 | plasma 5 x 0.5 mL aliquots (1 tube short fill) | KB",
    ],
    "biobank": [
        "2026-03-03 11:15 | STORAGE | P-171 V1 plasma x5 -> Freezer F1 (-80 C), rack A4, box 12, pos 1-5 | LIMS "
        "updated | DM",
        "2026-03-03 11:30 | STORAGE | P-117 V1 plasma x6 -> Freezer F3 (-80 C), rack B2, box 07, pos 31-36 | NB "
        "P-117 not P-171 (similar IDs) - double-checked vs req form | DM",
    ],
}

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("st-aidans-crf-sample-log", embedding_function=offline.chroma_embedding_function())


def log_entries(who: str) -> None:
    for i, text in enumerate(ENTRIES[who], 1):
        log.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=log_entries, args=(who,), name=f"log-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are P-117's baseline plasma aliquots? need 2 for the troponin batch tomorrow"
hits = log.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 2026-03-10. You are talking to an analyst at the St Aidan's CRF lab."] + hits
assert any("P-171 V1 plasma x5 -> Freezer F1 (-80 C), rack A4, box 12" in c for c in context), context
assert any("P-117 V1 plasma x6 -> Freezer F3 (-80 C), rack B2, box 07" in c for c in context), context
reply = answer(question, context, mock="Freezer F3 (-80 C), rack B2, box 07, positions 31-36 - six 0.5 mL aliquots "
                                       "(not F1, that's P-171's).")
finish(question, expected="Freezer F1, rack A4, box 12", actual=reply)
