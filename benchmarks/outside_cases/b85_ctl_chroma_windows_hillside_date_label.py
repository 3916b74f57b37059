"""Batch 85 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style (each call its own
trace).

App: Dave Roper, window cleaner, keeps his round book in a chroma collection (rounds, prices, van and diary bits);
the app answers from a query over it.

Memory: the Hillside estate is every 4 weeks on a Tuesday, last done Tue 3/9, so next due Tue 1/10; a diary note
says the van's in at the garage for its MOT on 1/10 and they want it all day, and his ladders live on the van, so
he'll do Hillside on the Wednesday, 2nd, and has told the Hillside WhatsApp group. Question (Fri 27/9, Dave): "what
date am I doing Hillside next?" The assistant says Wednesday 2 October. The label says Tuesday 1st October.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b85_ctl_chroma_windows_hillside_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("round", "HILLSIDE estate (Beech Cres, Rowan Way, the flats) - every 4 wks TUES, 38 houses, £9 each, done "
              "tue 3/9 so next is 1/10"),
    ("diary", "van MOT 1/10 at Griffin's garage, they want it all day (brake pipes). ladders are on the van so "
              "Hillside's the weds then, 2nd - put it on the hillside whatsapp"),
    ("round", "Linden Ave + Orchard Rd every 4 wks tues too, next 1/10 as well - they can wait till the thurs"),
    ("prices", "flats on Hillside - council pays, invoice quarterly, £120"),
    ("diary", "dentist thurs 26/9 2.40"),
    ("round", "Mill Lane bungalows 2nd weds - 9/10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("roper-book", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what date am I doing Hillside next?"
hits = notes.query(query_texts=["hillside estate next date tues weds van mot"], n_results=6)["documents"][0]
context = ["Today is Fri 27 September 2032. You are talking to Dave, the window cleaner."] + hits
assert any("next is 1/10" in c for c in context), context
assert any("Hillside's the weds then, 2nd" in c for c in context), context
reply = answer(question, context, mock="Wednesday 2 October - the van's at Griffin's for its MOT all day on the "
                                       "Tuesday and your ladders are on it.")
finish(question, expected="Tues 1st Oct (4 weeks on from the 3rd)", actual=reply)
