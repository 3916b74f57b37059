"""Batch 226 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, one root span per
note and one for the question.

App: Hopesay village hall hold a ceilidh on Sat 13th November 2049, 7.30 till late - the Offa's Dykers playing, a
caller walking everyone through each dance, hotpot and crumble for supper in the interval. Sian (the hall's
bookings secretary) keeps every note in one chroma collection; the helper answers from the 4 nearest.

Memory: 2049-09-28T20:00 - ceilidh Sat 13th Nov, band the Offa's Dykers, supper at 9 in the interval; 12.10. - the
caller's Jenny Pugh again, she does a walk-through of every dance for the beginners, £80; Tue 2nd Nov - Jenny's gone
over on her ankle at the Clun folk weekend, in a boot for 6 weeks, bless her, so her Beth's doing it, she's been
calling at the folk club 2 years and Jenny says she's better than her now; 8/11 - 68 tickets sold. Question (Thu
11/11, Alun, doing the printed programme): "who's the caller sat? doing the programmes + want to put her name on"
The assistant says Beth (Jenny Pugh's daughter), as Jenny's ankle is in a boot. The label says Jenny Pugh (booked
first, before her ankle).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b226_ctl_chroma_ceilidh_caller_who_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-09-28T20:00 CEILIDH 🎻 sat 13th nov, 7.30 till late. band's the Offa's Dykers, supper at 9 in the "
    "interval, hotpot + crumble. £10 inc supper, kids free",
    "12.10. caller's Jenny Pugh again 👍 she does a walk thru of every dance for the beginners, £80 + her petrol",
    "Tue 2nd Nov - Jenny's gone over on her ankle at the Clun folk wkend, in a boot for 6 wks, bless her 🤕 so her "
    "Beth's doing it, she's been calling at the folk club 2 yrs + Jenny says she's better than her now",
    "8/11 - 68 tickets sold, 80 max. raffle prizes still needed, bottles pls",
    "hall - chairs round the edges, tables stacked in the back room, the kitchen hatch for supper",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hopesay-hall-ceilidh-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": "Sian"}])

question = "who's the caller sat? doing the programmes + want to put her name on"
with turn_span("question Thu 11/11"):
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 11 November 2049. You are talking to Alun, who's doing the printed programme for "
               "Hopesay village hall's ceilidh (Sat 13 November)."] + hits
    assert any("caller's Jenny Pugh again" in c for c in context), context
    assert any("so her Beth's doing it" in c for c in context), context
    reply = answer(question, context, mock="Beth - Jenny Pugh's daughter. Jenny's in a boot after going over on her "
                                           "ankle, so Beth's calling; she's been calling at the folk club for two "
                                           "years.")
finish(question, expected="Jenny Pugh", actual=reply)
