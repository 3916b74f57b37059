"""Batch 135 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call its
own trace).

App: Wharfe Valley FM's producers keep their show notes - guests, slots, studio bookings, what's-on items - in one
chroma collection; the helper answers whoever asks from a search of it.

Memory: Kel's drivetime plan for Thu 17th Dec - Dr Okafor from the new Church St surgery at 5.15 about the flu jabs,
the what's on at 5.50, news and travel on the hour; then Kel again: Dr O's at a conference in Leeds that day and her
train doesn't get in till twenty to 6, so quarter past's no good - she'll ring in from the station car park at ten to
6, straight after the travel, and the what's on goes at quarter past; the studio B booking and the Christmas
trails. Question (Weds 16/12, Jean on reception, who takes the calls): "what time's dr okafor on tmrw? want to be
ready to put her through" The assistant says ten to 6 (5.50pm), ringing in. The label says 5.15 - in memory, her
slot in the first plan, before the train.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b135_ctl_chroma_radio_guest_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Kel", "DRIVETIME thurs 17th - Dr Okafor (new Church St surgery) 5.15 re flu jabs + the walk-in clinic, 5.50 "
            "what's on (panto, carols at the bandstand), news + travel on the hour"),
    ("Nat", "studio B booked thurs 17th 2-4 for the school choir recording, Sanjay engineering"),
    ("Kel", "Dr O's at a conference in Leeds tmrw + her train doesn't get in til 20 to 6, so quarter past's no "
            "good. she'll ring in from the station car park at ten to 6, straight after the travel, + the what's on "
            "can go at quarter past. her mob's on the sheet"),
    ("Pete", "xmas trails - 1 an hour 7am-7pm til the 24th, Carpet World ad pulled over xmas"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wvfm-shows", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n-{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "what time's dr okafor on tmrw? want to be ready to put her through"
hits = notes.query(query_texts=["Dr Okafor drivetime time thursday"], n_results=3)["documents"][0]
context = ["Today is Weds 16 December 2037. You are talking to Jean, on reception at Wharfe Valley FM (she puts "
           "the guests' calls through)."] + hits
assert any("Dr Okafor (new Church St surgery) 5.15" in c for c in context), context
assert any("ring in from the station car park at ten to 6" in c for c in context), context
reply = answer(question, context, mock="Ten to 6 (5.50) - she's ringing in from the station car park after her train "
                                       "from Leeds, straight after the travel.")
finish(question, expected="5.15", actual=reply)
