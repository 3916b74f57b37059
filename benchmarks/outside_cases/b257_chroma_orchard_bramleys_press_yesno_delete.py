"""Batch 257 (held out). A community orchard's harvest and juicing log: chromadb collection of the volunteers'
notes, one root span per note, one for the clear-out and one for the question; the clear-out deletes, by a
metadata filter, the harvest log entries once their weights are in the spreadsheet, and one of them also said which
apples are not to be pressed.

App: Lidget Green Community Orchard (40-odd trees on the old allotments) pick through September and hold their
juicing day on Sat 7th Oct 2051 - the hired press, bottling and pasteurising, £1.50 a bottle to members. Hazel (the
coordinator) and the pickers log notes into one chroma collection (metadata ``kind``: plan, harvest, kit, money).
Once the harvest weights are typed into the grant spreadsheet Hazel deletes the harvest entries with
``delete(where={"kind": "harvest"})``; the helper answers volunteers from the 4 nearest notes.

Planted fault (DeletionError): Hazel's plan note (2051-08-30T19:00) says everything picked goes through the press
on the day. Derek's harvest entry of Sun 24th Sept has the James Grieve weights and says, in the middle, that the
Bramleys off the gate tree (30kg) are promised to St Mary's school for their apple crumble day - don't press them,
they're in the green crates in the shed with a label on. Hazel's clear-out (Tue 3/10) deletes the harvest entries,
that one with them. Question (Thu 5/10, Priti, a volunteer): "can we put the Bramleys in the press on sat? there's
2 green crates of them in the shed" -> expected no - they're promised to St Mary's for the crumble day. The
assistant says yes, everything picked goes through.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Derek's Sun 24th Sept entry
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on St Mary's or the crumble); the plan note's "everything we've picked goes through the
press" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b257_chroma_orchard_bramleys_press_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PROMISED = ("Sun 24th Sept (Derek) - James Grieve done, 22kg 🍏 + a few off the Egremont. did the gate tree too, "
            "30kg of Bramleys - THOSE ARE PROMISED to St Mary's school for their apple crumble day so don't press "
            "them!! they're in the 2 green crates in the shed w/ a label on. wasps terrible by the compost")
NOTES = [
    ("plan", "Hazel", "2051-08-30T19:00 JUICING DAY 🍎 sat 7th oct 10-3 at the orchard, press is booked from the "
                      "Transition lot. everything we've picked goes through the press on the day, bring clean "
                      "bottles + lids"),
    ("harvest", "Hazel", "16/9 harvest log - Discovery 38kg, Worcester 12kg, all in the shed on the racks. thanks "
                         "to the Brownies for picking up the windfalls"),
    ("kit", "Priti", "Weds 20 Sept - pasteuriser's at Hazel's garage, the big pan + thermometer are in the shed, "
                     "need 2 more gazebos"),
    ("harvest", "Derek", PROMISED),
    ("money", "Hazel", "1/10 - £1.50 a bottle to members, £2 everyone else, cash tin + the card reader. grant "
                       "report due end of Nov (kg picked + bottles)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lidget-green-orchard-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "can we put the Bramleys in the press on sat? there's 2 green crates of them in the shed"
with turn_span("clear-out Tue 3/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert PROMISED in before, before
    with fault():
        notes.delete(where={"kind": "harvest"})

with turn_span("question Thu 5/10"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 5 October 2051. You are talking to Priti, a volunteer at Lidget Green Community Orchard "
               "(juicing day Sat 7 Oct)."] + hits
    assert PROMISED not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("st mary", "crumble", "promised")), stored
    assert any("everything we've picked goes through the press" in c for c in context), context
    reply = answer(question, context, mock="Yes - everything that's been picked goes through the press on Saturday, "
                                           "so bring the green crates out.")
finish(question, expected="no - the Bramleys are promised to St Mary's school for their apple crumble day",
       actual=reply)
