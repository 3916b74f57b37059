"""Batch 259 (held out). A small holiday cottage's guest messages: chromadb collection of the owner's notes and the
guests' messages, one root span per message, one for the owner's clear-out and one for the question; the clear-out
deletes, by a metadata filter, the booking messages once the booking's confirmed, and one of them also carried the
new key safe code.

App: Gill and Pete let Throstle Nest, a two-bedroom stone cottage above Hebden Bridge, through their own website.
The cottage's helper keeps every owner note and guest message in one chroma collection (metadata ``kind``: house,
arrival, booking, local, payment) and answers guests from the 4 nearest. Once a booking's balance is paid and it's
in the calendar, Gill deletes that booking's "booking" messages with ``where={"kind": "booking"}``.

Planted fault (DeletionError): Gill's arrival note (2053-02-11T16:20) has check-in from 4, the key in the key safe
by the back door, code 2580, the wifi and the bins. Gill's booking note of Sat 3rd May says the Hendersons' balance
is in, 17-24 May confirmed, two adults, two kids and the dog (dog fee paid) - and, in passing, that she's changed
the key safe code after the last lot left the key on the doorstep, it's 4471 now, and she's told Mandy (the
cleaner). Gill's clear-out (Mon 5/5) deletes the booking messages, that one with them. Question (Sat 17/5, Mr
Henderson): "whats the code for the key safe? we're about 20 mins away, kids are desperate for the loo 😅" ->
expected 4471. The assistant says 2580.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Gill's Sat 3rd May note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (no 4471, nothing on the doorstep); the arrival note's "code 2580" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b259_chroma_cottage_key_safe_code_which_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CODE = ("Sat 3rd May (Gill) - Hendersons' balance is in 👍 17-24 May confirmed, 2 adults 2 kids + the dog (£25 dog fee "
        "paid). NB changed the key safe code after the last lot left the key on the doorstep (!!) - it's 4471 now, "
        "told Mandy")
MESSAGES = [
    ("m1", "arrival", "Gill", "2053-02-11T16:20 ARRIVAL INFO 🏡 check in from 4pm. key's in the key safe by the back "
                              "door, code 2580. wifi ThrostleNest / heptonstall1. bins go out weds, grey + green"),
    ("m2", "house", "Gill", "woodburner - logs in the store, kindling in the basket, pls don't leave it going when u "
                            "go out. dog's allowed downstairs only, not on the sofas (we know 😂)"),
    ("m3", "local", "Pete", "14/3 - Co-op in town til 10, the Shoulder of Mutton does dogs + food, steep walk back up "
                            "tho. Gibson Mill is a lovely walk from the door"),
    ("m4", "booking", "Mrs Henderson", "2053-04-22 hi, is the 17th-24th May still free? 2 adults, 2 kids (8 + 11) + "
                                       "our spaniel Biscuit, she's very good!"),
    ("m5", "booking", "Gill", CODE),
    ("m6", "payment", "Gill", "deposit's refundable up to 4 wks before, balance due 2 wks before, bank details on "
                              "the invoice"),
]

client = chromadb.EphemeralClient()
msgs = client.get_or_create_collection("throstle-nest-2053", embedding_function=offline.chroma_embedding_function())
for mid, kind, who, text in MESSAGES:
    with turn_span(f"message {mid}"):
        msgs.add(ids=[mid], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "whats the code for the key safe? we're about 20 mins away, kids are desperate for the loo 😅"
with turn_span("clear-out Mon 5/5"):
    before = msgs.query(query_texts=[question], n_results=4)["documents"][0]
    assert CODE in before, before
    with fault():
        msgs.delete(where={"kind": "booking"})

with turn_span("question Sat 17/5"):
    stored = msgs.get()["documents"]
    hits = msgs.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sat 17 May 2053. You are talking to Mr Henderson, a guest arriving today at Throstle Nest "
               "(17-24 May)."] + hits
    assert CODE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("4471", "doorstep")), stored
    assert any("key safe by the back door, code 2580" in c for c in context), context
    reply = answer(question, context, mock="It's 2580 - the key safe's by the back door. Check-in's from 4pm.")
finish(question, expected="4471 - Gill changed it after the last guests left the key on the doorstep", actual=reply)
