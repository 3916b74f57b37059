"""Batch 182 (held out). A lunch club's summer outing: chromadb collection, one root span per note and one each for
the clear-out and the question; ticking off the to-do list deletes the done item that moved the home time.

App: Hadley Tuesday Lunch Club's summer outing is Weds 15th July 2043 to Llangollen - a Hodges coach from the
Methodist church, lunch booked at the Riverside cafe, the afternoon free for the canal and the shops. Jean (who runs
the club) keeps the outing's notes and to-dos in one chroma collection, each with a ``kind`` ("note"/"todo") and a
``status`` ("open"/"done"); on Sun 28/6 she clears the done to-dos off with ``collection.delete(where={"status":
"done"})`` - "don't need them cluttering up the list now".

Planted fault (DeletionError): the plan (2043-05-20) has the coach getting into Llangollen about 11 and leaving at 4,
back to Hadley for half 5ish. Jean's to-do of Tue 23rd Jun, ticked done, says she rang Hodges back: the driver's got
to be back in Hadley for a school run at 4.30, so we're leaving Llangollen at 3 not 4, still in for 11. Sunday's
clear-out deletes it with the other done items (the deposit, the posters). Question (Tue 14/7, Eileen, taking names
on the coach): "how long have we got in Llangollen tmrw? Mrs Pryce wants to know if there's time for the steam
train" -> expected about 4 hours, 11 till 3 (the coach leaves at 3 now, the driver has a school run). The assistant
says about 5 hours, 11 till 4.

Expected verdict: DeletionError at chroma's delete (the Sunday clear-out, wrapped in fault()): the to-do was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the answer. Asserted: the to-do is found before the delete and is gone from the collection and the context after
it; the plan's "leaving at 4" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b182_chroma_lunch_club_llangollen_how_long_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

THREE = ("✅ Tue 23rd Jun rang Hodges back - driver's got to be back in Hadley for a school run at 4.30 so we're "
         "leaving Llangollen at 3 not 4 😕 still getting in for 11. told Brenda")
NOTES = [
    ("note", "open", "OUTING weds 15th july - Llangollen 🚌 Hodges coach, 33 seater, pick up 9.15 outside the "
                     "Methodist church. get in about 11, leaving Llangollen at 4, back in Hadley half 5ish. lunch "
                     "booked at the Riverside cafe 12.30"),
    ("todo", "done", "✅ 3/6 deposit paid to Hodges £150, receipt in the tin"),
    ("todo", "open", "ring the Riverside w final numbers by fri 10th - soup + a sandwich or the roast, £9.50"),
    ("todo", "done", THREE),
    ("note", "open", "seats - 29 names on the list, Brenda + Ron need the front (Ron's hip), Mrs Pryce wants the "
                     "window"),
    ("todo", "done", "✅ 16th may posters up in the hall + the surgery"),
]
DONE = {"status": "done"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hadley-lunch-club-outing-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "status": status}])

question = "how long have we got in Llangollen tmrw? Mrs Pryce wants to know if there's time for the steam train"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert THREE in before, before

with turn_span("clear-out Sun 28/6"):
    with fault():
        notes.delete(where=DONE)

with turn_span("question Tue 14/7"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
    context = ["Today is Tue 14 July 2043. You are talking to Eileen, who takes the names on the coach for Hadley "
               "Tuesday Lunch Club's outing to Llangollen (Weds 15 July)."] + hits
    assert THREE not in stored and not any("school run" in c or "at 3 not 4" in c for c in stored + context), stored
    assert any("leaving Llangollen at 4" in c for c in context), context
    reply = answer(question, context, mock="About 5 hours - you get in about 11 and the coach leaves at 4, so plenty "
                                           "of time for the steam train.")
finish(question, expected="about 4 hours - 11 till 3; the coach leaves at 3 now, the driver has a school run",
       actual=reply)
