"""Batch 313 (held out). A youth orchestra's tour coach: chromadb collection of the tour notes, one root span per
note, one for the tour manager's clear-out and one for the question; the clear-out deletes, with a ``where`` on
the kind, the outbound-journey notes once the coach is there, and one of them also carried the driver for the way
home.

App: Calder Valley Youth Orchestra tour Belgium by coach, Sat 30th July to Sat 6th Aug 2050 - a 53-seater from
Ryburn Travel with a trailer for the timps, basses and cellos, Dover-Calais, concerts in Bruges and Ghent, a hostel
in Bruges. Mr Bates (the tour manager) and Mrs Okafor (the parent rep) file notes into one chroma collection with
metadata ``kind`` (coach, outbound, concerts, rooms); the helper answers from the 4 nearest. Once the coach is at
the hostel Mr Bates deletes the outbound notes (``where={"kind": "outbound"}``) - they're done with.

Planted fault (DeletionError): Mr Bates's coach note (2050-05-14T19:00) has the coach booked with Ryburn Travel and
Dave Sutcliffe driving both ways. Mrs Okafor's outbound note of Thu 28 Jul starts with the trailer loading order and
the packed lunches for the ferry, and says in passing that Ryburn rang - Dave's tacho hours won't stretch to both
legs now the Ghent day's been added, so Lorraine Firth is driving them home; she's coming out on the Friday ferry
and Dave flies back on the Monday. Mr Bates's clear-out (Sun 31/7) deletes the outbound notes, that one with them.
Question (Thu 4/8, Mrs Okafor, from the kids): "who's driving us home on sat? the kids want to do a card + a whip
round for the driver 🚌" -> expected Lorraine Firth (Dave's out of tacho hours). The assistant says Dave Sutcliffe.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Mrs Okafor's Thu 28 Jul note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Lorraine, tacho hours or Dave flying back); the coach note's "driver Dave Sutcliffe
both ways" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b313_chroma_youth_orchestra_coach_driver_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DRIVER = ("Thu 28 Jul (Mrs Okafor) - trailer loading order: timps + basses first, then cellos, then the cases. packed "
          "lunches for the ferry, NO fizzy on the coach pls 🙏 oh + Ryburn rang - Dave's tacho hours won't stretch to "
          "both legs now the Ghent day's been added so Lorraine Firth's driving us home, she's coming out on fri's "
          "ferry + Dave flies back mon")
NOTES = [
    ("coach", "Mr Bates", "2050-05-14T19:00 COACH 🚌 booked w/ Ryburn Travel, 53 seater + trailer for the big "
                          "instruments (timps, basses, cellos). driver Dave Sutcliffe both ways, he's done us b4, "
                          "lovely bloke"),
    ("outbound", "Mr Bates", "22/7 OUTBOUND sat 30th - meet at school 5.15am (yes really) for 5.45 off, P&O Dover "
                             "11.35, Calais about 1.05 their time, Bruges for tea"),
    ("outbound", "Mrs Okafor", DRIVER),
    ("concerts", "Mr Bates", "concerts - Bruges Concertgebouw tues 2nd 7.30, Ghent St Bavo's thurs 4th lunchtime. "
                             "black + whites, tour polos for the day trips"),
    ("rooms", "Mrs Okafor", "hostel rooms in 4s, girls 1st floor boys 2nd, staff on the ends. lights out 10.30 (ha)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cvyo-tour-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "who's driving us home on sat? the kids want to do a card + a whip round for the driver 🚌"
with turn_span("clear-out Sun 31/7"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert DRIVER in before, before
    with fault():
        notes.delete(where={"kind": "outbound"})

with turn_span("question Thu 4/8"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Thu 4 August 2050. You are talking to Mrs Okafor, parent rep on Calder Valley Youth "
               "Orchestra's Belgium tour (home Sat 6 Aug)."] + hits
    assert DRIVER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("lorraine", "tacho", "flies back")), stored
    assert any("driver Dave Sutcliffe both ways" in c for c in context), context
    reply = answer(question, context, mock="Dave Sutcliffe - he's driving the coach both ways, so the card's for "
                                           "him.")
finish(question, expected="Lorraine Firth - Dave's out of tacho hours, so she's driving them home", actual=reply)
