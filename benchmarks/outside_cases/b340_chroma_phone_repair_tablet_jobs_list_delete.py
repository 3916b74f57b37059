"""Batch 340 (held out). A phone-repair shop's tickets: chromadb collection of ticket notes, one root span per note,
one for the Friday clear-out and one for the question; the clear-out deletes the notes of closed tickets, and one
closed ticket's last note also added a job to another, still open ticket.

App: FixPoint is a phone and tablet repair shop in Malmö. The technicians write a note on the ticket at every step
(intake, diagnosis, done); the notes go into one chroma collection with metadata ``ticket`` and ``status`` (the
ticket's status when the note was written). On Fridays the shop deletes the notes of closed tickets
(``where={"status": "closed"}``); the chat helper answers customers from the 4 nearest notes.

Planted fault (DeletionError): customer Björn Lindqvist has two tickets. PR-3301 is his iPhone 13 screen. PR-3302
is his daughter Elsa's Samsung Galaxy Tab S7: the intake note (05.03.2026) has a battery replacement, EUR 79; the
diagnosis note (09.03.2026, Kemal) adds the back camera glass, cracked, EUR 25, approved by SMS. The closing note of
PR-3301 (06/03/2026, status closed) says the screen is done and collected, and in the middle that Björn told at the
counter that the tablet charges only when the cable is held at an angle, so charging port cleaning is added to
PR-3302, free of charge. The clear-out (Fri 13.03.2026) deletes the closed notes, that one with them. Question
(16.03.2026, Björn): "What you are repairing on the tablet of my daughter, ticket PR-3302? I want to tell her what
is done." -> expected three jobs: the battery replacement, the back camera glass and the charging port cleaning
(free). The assistant lists only the battery and the camera glass.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the PR-3301 closing note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer (the third job is in no other note). Asserted: the note is in the 4 nearest before the delete and
gone from the collection and the context after it (nothing on the charging port or the cable angle); the battery and
the camera glass notes of PR-3302 are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b340_chroma_phone_repair_tablet_jobs_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PORT = ("06/03/2026 PR-3301 done: new screen fitted and tested, True Tone ok. Björn collected and paid €189 by card. "
        "At the counter he told that the tablet of his daughter (PR-3302) charges only when the cable is held in some "
        "angle, so we add charging port cleaning to PR-3302, free of charge, he agreed. PR-3301 closed.")
NOTES = [
    ("n1", "PR-3301", "closed", "05.03.2026 PR-3301 intake: Björn Lindqvist, iPhone 13 blue, front glass cracked, Face "
                                "ID works. Quote screen €189, ready 06.03."),
    ("n2", "PR-3302", "open", "05.03.2026 PR-3302 intake: Björn Lindqvist for his daughter Elsa, Samsung Galaxy Tab "
                              "S7, battery is finished in 2 hours and swelling a little. Battery replacement €79, we "
                              "order the part, 5-7 days."),
    ("n3", "PR-3301", "closed", PORT),
    ("n4", "PR-3302", "open", "09.03.2026 PR-3302 diagnosis (Kemal): the back camera glass is also cracked, customer "
                              "approved the replacement by SMS, +€25. Battery part arrives 12.03."),
    ("n5", "PR-3310", "open", "09/03/2026 PR-3310 intake: Nguyen Van Minh, Xiaomi Redmi Note 12, water damage, "
                              "ultrasonic cleaning €45, no guarantee it works after."),
    ("n6", "PR-3295", "closed", "02.03.2026 PR-3295: Hiroshi Sato, Pixel 6, charging port replaced €59, collected "
                                "04.03, ticket closed."),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fixpoint-tickets-malmo",
                                        embedding_function=offline.chroma_embedding_function())
for nid, ticket, status, text in NOTES:
    with turn_span(f"note {nid} {ticket}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"ticket": ticket, "status": status}])

question = "What you are repairing on the tablet of my daughter, ticket PR-3302? I want to tell her what is done."
with turn_span("clear-out Fri 13.03.2026"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert PORT in before, before
    with fault():
        notes.delete(where={"status": "closed"})

with turn_span("question 16.03.2026"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is 16.03.2026. You are talking to Björn Lindqvist, a customer of FixPoint repair in "
               "Malmö."] + hits
    assert PORT not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("charging port cleaning", "angle")), stored
    assert any("Battery replacement €79" in c for c in context), context
    assert any("back camera glass" in c for c in context), context
    reply = answer(question, context, mock="On Elsa's Galaxy Tab S7 (PR-3302) we do two things: a new battery (€79) "
                                           "and the back camera glass (€25). The battery part arrived on 12.03.")
finish(question, expected="three jobs: battery replacement, back camera glass, and charging port cleaning (free)",
       actual=reply)
