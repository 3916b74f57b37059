"""Batch 293 (held out). A trampoline park: chromadb collection of the party desk's notes, one root span per note,
one for the deposits clear-out and one for the question; the clear-out deletes, by a metadata filter, the deposit
notes already put through the till, and one of them also carried the party's new head count.

App: Bounce HQ in Halifax runs birthday parties at weekends - an hour in the main arena, then 45 minutes in a party
room with food, grip socks for every jumper, a wristband per child. Kayleigh (the party co-ordinator) and the desk
staff file notes per party into one chroma collection with metadata ``kind`` (booking, deposit, food, staff); once
the deposits are through the till Kayleigh deletes the deposit notes with ``where={"kind": "deposit"}``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): the booking note of 2050-02-19T11:05 has Zain Hussain's 8th, Sat 19th March, 2pm
jump, party room 2, 15 jumpers. The desk's deposit note of Tue 15/3 says Mrs Hussain paid the £50 deposit cash at
the desk and, in the same breath, has added 4 from his football team, so it's 19 jumpers now, two of them need the
small socks. Kayleigh's clear-out (Weds 16/3) deletes the deposit notes, that one with them. Question (Fri 18/3,
Kayleigh): "how many jumpers for the Hussain party tmrw? doing the wristbands + socks tonight" -> expected 19 (15
plus 4 from his football team). The assistant says 15.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Tue 15/3 note was in
the collection and among the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 19, the football team or the small socks); the booking note's "15 jumpers" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b293_chroma_trampoline_party_jumpers_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MORE = ("Tue 15/3 desk (Callum) - Mrs Hussain in, paid the £50 deposit cash, receipt in the book. she's added 4 "
        "from his football team so it's 19 jumpers now not 15 😅 2 of them need the small socks. still room 2")
NOTES = [
    ("booking", "Kayleigh", "2050-02-19T11:05 PARTY 🎈 Zain Hussain's 8th, sat 19th march, 2pm jump then room 2 "
                            "at 3. 15 jumpers, £16.50 a head, £50 deposit to hold it. mum's no. on the sheet"),
    ("deposit", "Kayleigh", "22/2 Dobson party (sat 12th) deposit paid by card over the phone, £50"),
    ("food", "Kayleigh", "5.3. Hussain food - all halal pls, pizza + chicken nuggets + fruit, no jelly (gelatine). "
                         "mum's bringing the cake, candles ok, NO sparklers"),
    ("deposit", "Callum", MORE),
    ("staff", "Kayleigh", "Thu 17th - sat party host is Bex, Callum on the arena. 2 parties at 2 so stagger the "
                          "safety brief"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bounce-hq-parties", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "how many jumpers for the Hussain party tmrw? doing the wristbands + socks tonight"
with turn_span("clear-out Weds 16/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MORE in before, before
    with fault():
        notes.delete(where={"kind": "deposit"})

with turn_span("question Fri 18/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 18 March 2050. You are talking to Kayleigh, party co-ordinator at Bounce HQ."] + hits
    assert MORE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("19 jumpers", "football", "small socks")), stored
    assert any("15 jumpers" in c for c in context), context
    reply = answer(question, context, mock="15 jumpers for Zain's party - 2pm in the arena, then room 2 at 3.")
finish(question, expected="19 - she added 4 from his football team when she paid the deposit", actual=reply)
