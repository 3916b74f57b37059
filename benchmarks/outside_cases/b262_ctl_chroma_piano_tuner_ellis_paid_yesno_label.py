"""Batch 262 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the tuner's diary notes and her invoicing app's log each filed by their own thread), then the question's query.

App: Dilys Pryce, a self-employed piano tuner round Halifax, keeps her diary notes and her invoice log in one
chroma collection (metadata ``source``: diary or invoices); the helper answers from the 4 nearest when she does her
chasers.

Memory: invoices, INV-0412 - Mr and Mrs Ellis, 7 Moor Lane, tuning plus regulating the sustain pedal, £70, sent
3/2/51, 14 days; invoices, Mon 6 Mar - reminder sent for INV-0412 (Ellis), still outstanding, two weeks over;
diary, Weds 8th Mar - Mr Ellis rang, very apologetic, thought his wife had paid it, he BACS'd it this morning and it
showed on the app by lunch, they want booking in again for Sept; diary, Thu 9/3 - Mrs Greenwood's Broadwood, two
broken strings, order from Hemsworth's. Question (Fri 10/3, Dilys): "has Ellis paid yet? doing my chasers" The
assistant says yes - Mr Ellis paid by BACS on Weds 8th, it's showing on the app. The label says no, it's still
outstanding (a reminder went on the 6th).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b262_ctl_chroma_piano_tuner_ellis_paid_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "invoices": [
        "INV-0412 Mr + Mrs Ellis, 7 Moor Lane - tune + regulate the sustain pedal, £70, sent 3/2/51, 14 days",
        "Mon 6 Mar reminder sent for INV-0412 (Ellis) - still outstanding, 2 wks over now 😒",
    ],
    "diary": [
        "Weds 8th Mar - Mr Ellis rang, v apologetic, thought his wife had paid it 🙈 he BACS'd it this morning, showed "
        "on the app by lunch. they want booking in again for sept",
        "Thu 9/3 Mrs Greenwood's Broadwood - 2 broken strings in the tenor, order from Hemsworth's, back in 2 wks",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dilys-pryce-books-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(source: str) -> None:
    for i, text in enumerate(NOTES[source], 1):
        notes.add(ids=[f"{source}-{i}"], documents=[text], metadatas=[{"source": source}])


threads = [threading.Thread(target=file_notes, args=(source,), name=f"file-{source}") for source in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "has Ellis paid yet? doing my chasers"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 10 March 2051. You are talking to Dilys Pryce, a self-employed piano tuner."] + hits
assert any("reminder sent for INV-0412 (Ellis) - still outstanding" in c for c in context), context
assert any("he BACS'd it this morning, showed on the app by lunch" in c for c in context), context
reply = answer(question, context, mock="Yes - Mr Ellis paid INV-0412 (£70) by BACS on Weds 8th, it showed on the app "
                                       "that lunchtime. No chaser needed; they want booking in for September.")
finish(question, expected="no - still outstanding, a reminder went on the 6th", actual=reply)
