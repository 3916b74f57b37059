"""Batch 55 (held out), control. A canal boat hire yard's office notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Carol at Bramble Wharf Boat Hire (Devizes) keeps the office notes in one collection with metadata ``{"kind"}``
(kind: booking, boat, yard); the assistant answers from a query. The Parrys booked Heron for a week from Sat 22
August, due back Sat 29th by 9am. On Tue 25th Mr Parry rang from Bradford on Avon: his wife's mum had been taken
into hospital, so they were turning round and would have Heron back at the wharf Wednesday teatime; he knew the
unused nights weren't refunded.

No fault planted. Question (Wed 26/8 morning, Dave planning the day): "what day is Heron coming back to the
wharf?" The model answers today, Wednesday the 26th, right per memory. The label says Saturday the 29th, the date
on the booking. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b55_ctl_chroma_canal_heron_back_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("booking", "Heron - the Parrys (Mr + Mrs + her sister), 7 nts from sat 22/8, back sat 29/8 by 9am latest, "
                "heading west to Bath + back. paid in full 3/7"),
    ("boat", "Heron - new gas bottle 21/8, Calor £42. loo pump stiff but ok"),
    ("booking", "Otter - Singhs back mon 24th 10am, lovely people, left a box of mithai for us!!"),
    ("yard", "pump-out fixed mon, £18 a go again"),
    ("booking", "tues 25th 4.15pm Mr Parry rang from Bradford on Avon - wife's mum's been taken into the RUH, "
                "they're turning round, he'll have Heron back at the wharf weds teatime ~5. told him no refund for "
                "the nights left, he knew, v apologetic. Dave to meet them"),
    ("boat", "Kingfisher valeted 23/8 after the Dawsons' spaniel, scrape on port side touched up"),
    ("booking", "Kingfisher - the Marshes, sat 29/8 for 3 nts, 2pm handover"),
    ("yard", "Caen Hill lockie hrs back to normal from 1 Sept, CRT says paddle fixed"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bramble-office", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what day is Heron coming back to the wharf?"
hits = notes.query(query_texts=["Heron Parrys back wharf day"], n_results=5)["documents"][0]
context = ["Today is Wed 26 August 2026."] + hits
assert any("back sat 29/8 by 9am" in c for c in context), context
assert any("have Heron back at the wharf weds teatime" in c for c in context), context
reply = answer(question, context, mock="Today - Wednesday the 26th, around 5pm. The Parrys are coming back early "
                                       "because Mrs Parry's mum is in hospital; Dave's meeting them.")
finish(question, expected="Saturday the 29th", actual=reply)
