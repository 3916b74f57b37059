"""Batch 306 (held out). A phone repair kiosk's job notes: chromadb collection, one root span per note, one for
Sam's Sunday clear-out and one for the question; the clear-out deletes, by a metadata filter, the notes about jobs
that have been collected, and one of them also carried a delay on a job still waiting.

App: Fone Doctor, a phone repair kiosk in the Woolshops shopping centre - screens, batteries, charging ports,
while-you-wait or same day. Sam (the owner) and Kasia (the technician) file notes into one chroma collection with
metadata ``kind`` (job, parts, rota, collected); once collected jobs are paid and in the till system, Sam deletes the
collected notes (``where={"kind": "collected"}``) on a Sunday night. The helper answers customers' WhatsApp messages
from the 4 nearest notes.

Planted fault (DeletionError): Kasia's job note of Thu 7/9 has Mrs Okafor's Samsung A54 - cracked screen, touch not
working, screen ordered, ready Mon 11th after 12, £119, £20 deposit paid. Kasia's note of Sat 9/9 starts with Mr
Hussain picking up his iPad (cash, £89), so she filed it as collected, and goes on that Mrs Okafor's screen isn't
coming till Weds now, the supplier's let us down, she told her Weds after 2 and knocked £10 off. Sam's clear-out
(Sun 10/9) deletes the collected notes, that one with them. Question (Mon 11/9, Mrs Okafor on WhatsApp): "can I pick
my phone up today? it's the Samsung, Mrs Okafor" -> expected no, Wednesday after 2 (the screen's delayed). The
assistant says yes, after 12 today.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Kasia's Sat 9/9 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Weds, the supplier or the £10 off); the job note's "ready mon 11th after 12" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b306_chroma_phone_kiosk_pickup_today_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DELAY = ("Sat 9/9 Kasia - Mr Hussain picked up his iPad, paid cash £89 ✅ oh + Mrs Okafor's A54 screen isn't coming "
         "till weds now, supplier's let us down AGAIN 😤 rang her + said weds after 2, knocked £10 off for the hassle")
NOTES = [
    ("job", "2051-09-04T10:05 Kasia - Mr Hussain, iPad 9th gen, new glass + digitiser, £89, ready sat"),
    ("rota", "4/9 Sam - rota this month: Kasia weekdays 9-5.30, me sat + sun 10-4, centre shuts 5.30 sharp"),
    ("parts", "Tue 5/9 Sam - parts in, 3x iPhone 12 OLEDs, 5 batts, 2 Pixel charging ports. Mobile Sentrix invoice "
              "in the drawer"),
    ("job", "Thu 7/9 Kasia - Mrs Okafor, Samsung A54, cracked screen + touch not working. screen ordered, ready mon "
            "11th after 12, £119, paid £20 dep. she's on whatsapp"),
    ("collected", "Fri 8/9 Sam - Moto G + the 2 cracked iPhone 11s collected, all paid on card"),
    ("collected", DELAY),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fone-doctor-woolshops", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "can I pick my phone up today? it's the Samsung, Mrs Okafor"
with turn_span("clear-out Sun 10/9"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert DELAY in before, before
    with fault():
        notes.delete(where={"kind": "collected"})

with turn_span("question Mon 11/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 11 September 2051. You are answering a customer of Fone Doctor (repair kiosk, Woolshops "
               "shopping centre) on WhatsApp."] + hits
    assert DELAY not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("weds", "supplier", "£10 off")), stored
    assert any("ready mon 11th after 12" in c for c in context), context
    reply = answer(question, context, mock="Yes - your Samsung A54 will be ready after 12 today. It's £119 with your "
                                           "£20 deposit already paid, so £99 to pay.")
finish(question, expected="no - the screen's delayed, it'll be Wednesday after 2", actual=reply)
