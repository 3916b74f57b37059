"""Batch 83 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Tess the mobile hairdresser keeps her client notes in one chroma collection (``client`` in the metadata) and
asks the app about her round.

Memory: Mrs Bell is a standing fortnightly Friday, 2pm, set and trim £26; a note from 24/10 says her last set had
dropped by the Sunday, she said, so try the bigger rollers and more setting lotion next time; a note from 3/11
says her daughter is taking her to Tenerife for her 80th, two weeks from Sat 8th Nov, back the 22nd, ring her the
week after. The assistant says she's away in Tenerife with her daughter. The label gives the set not holding.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b83_ctl_chroma_hair_bell_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("Bell", "Mrs Bell (Orchard Cl no 2) every other fri 2pm, set + trim £26, likes it TIGHT, tea no sugar"),
    ("Okafor", "Mrs Okafor thurs fortnightly 10am wash + set £24 - ring mobile, buzzer bust"),
    ("Bell", "24/10 Mrs Bell says her last set had dropped by the sunday :( try the bigger rollers + more setting "
             "lotion next time"),
    ("Dale", "Mrs Dale perm booked tue 11/11 9.30 £55"),
    ("Bell", "3 Nov - Mrs Bell's daughter is taking her to Tenerife for her 80th!! 2 wks from sat 8th, back the "
             "22nd. ring her the wk after to rebook"),
    ("Patterson", "Pattersons thurs after Mrs O, 2 gents cuts £18 each"),
    ("round", "fri round: Mrs Bell 2pm, then Gary no 14 sometimes, home by 4 for school pick up"),
    ("Bell", "Mrs Bell paid for the last 2 in one go, £52, she'd forgotten her purse the time before"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tess-clients", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"client": c} for c, _ in DOCS])

question = "why isn't Mrs Bell on tomorrow's list?"
hits = notes.query(query_texts=["Mrs Bell friday appointment not on list why"], n_results=6,
                   where={"client": "Bell"})["documents"][0]
context = ["Today is Thu 13 November 2031. You are talking to Tess, the mobile hairdresser."] + hits
assert any("set had dropped by the sunday" in c for c in context), context
assert any("Tenerife for her 80th" in c for c in context), context
reply = answer(question, context, mock="She's away - her daughter's taken her to Tenerife for her 80th, back on the "
                                       "22nd. Ring her the week after to rebook.")
finish(question, expected="her last set didn't hold so she's not bothering this time", actual=reply)
