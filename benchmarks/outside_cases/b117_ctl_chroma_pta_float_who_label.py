"""Batch 117 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, one root span per
note.

App: the Friends of Brook Lane Primary (the PTA) file committee messages into one chroma collection; the helper
answers committee members from a query of it.

Memory: the uniform sale is sat 11/7, 9-11 in the hall; Karen, the treasurer, always does the floats - £50 in
coins from Barclays; then Karen's message of 1/7: she's in Devon that weekend for her sister's wedding, Jo's doing
the bank run fri dinnertime and will bring it sat, she's got the cupboard key anyway (Jo's the secretary). Question
(Thu 9/7, Amy, on the rail with the coats): "who's bringing the float sat? i've got a £20 note if we need it". The
assistant says Jo, the secretary, picking it up from Barclays on Friday. The label says Karen, the treasurer - in
memory, but away that weekend.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b117_ctl_chroma_pta_float_who_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

MESSAGES = [
    ("22.6.", "UNIFORM SALE sat 11/7, 9-11 in the hall. everything £1, jumpers + coats £2. Mo + Amy on the rails"),
    ("24/6", "Karen does the floats as always - £50 in coins from Barclays, keep the bag in the PTA cupboard"),
    ("1/7", "sorry all I'm in Devon that wknd, my sister's wedding!! Jo's doing the bank run fri dinnertime and "
            "bringing it sat, she's got the cupboard key anyway. Karen x"),
    ("Thu 2nd", "can we take cards this time? Jo (sec) says the sumup reader's in the office drawer, charged"),
    ("2037-07-06T20:15", "donations of old uniform in the box by reception till weds pls, washed!!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fobl-committee", embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(MESSAGES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"m{i:02d}"], documents=[text], metadatas=[{"date": day}])

question = "who's bringing the float sat? i've got a £20 note if we need it"
with turn_span("question Thu 9/7"):
    found = notes.query(query_texts=["float uniform sale saturday bank coins who"], n_results=5)
    context = ["Today is Thu 9 July 2037. You are talking to Amy, who helps on the uniform sale rails."]
    context += [f"({m['date']}) {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
    assert any("Karen does the floats" in c for c in context), context
    assert any("Jo's doing the bank run" in c for c in context), context
    reply = answer(question, context, mock="Jo (the secretary) - she's getting the float from Barclays on Friday "
                                           "and bringing it Saturday, as Karen's at a wedding in Devon.")
finish(question, expected="Karen, the treasurer - she does the floats", actual=reply)
