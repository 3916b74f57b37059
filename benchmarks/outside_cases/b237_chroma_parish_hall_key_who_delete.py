"""Batch 237 (held out). A parish hall bookings diary: chromadb collection of the bookings secretary's and the
caretaker's notes, one root span per note, one for the month-end clear-out and one for the question; the clear-out
deletes the past bookings' notes, and one of them also said who has the small room's key now.

App: St Oswald's Parish Hall (main hall, small room, kitchen) keep their bookings diary in a helper: who has which
room when, who holds the keys, deposits. Margaret (the bookings secretary) and Brian (the caretaker) file notes into
one chroma collection with metadata ``kind`` (booking, keys, deposit, maintenance) and ``ts`` (the day of the
booking, as a number yyyymmdd); at the end of the month Margaret deletes the booking notes whose day has passed
(``where={"$and": [{"kind": "booking"}, {"ts": {"$lt": 20501101}}]}``). The helper answers from the 4 nearest.

Planted fault (DeletionError): Brian's keys note (2050-09-05T10:00) has the main hall key with him, the small room's
with Mrs Pickles (Thursdays, for the knit and natter), the kitchen cupboard's on the hook. Margaret's note of Weds
26/10 is filed as a booking (the Tuesday keep fit on the 25th, done and paid) and says, after that, that Mrs
Pickles has gone into hospital for her hip, so the small room key for Thursdays is with Colin the verger, 4 Church
Lane, till she's back. The clear-out (Tue 1/11) deletes October's bookings, that note with them. Question (Mon
14/11, Jean from the knit and natter): "who do we get the small room key off for thurs? Mrs P's not answering her
phone" -> expected Colin the verger, 4 Church Lane (Mrs Pickles is in hospital). The assistant says Mrs Pickles.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Margaret's Weds 26/10 note
was in the collection and among the question's 4 nearest before the delete, and the delete removed it while it
still decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on Colin, the verger, Church Lane or the hospital); the keys note's "small room - Mrs
Pickles" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b237_chroma_parish_hall_key_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEYNOTE = ("Weds 26/10 - tues keep fit (25th) done + paid, left lovely. NB Mrs Pickles has gone into hospital for her "
           "hip 🙁 so the small room key for thursdays is with Colin the verger, 4 Church Lane, till she's back on "
           "her feet. card in the porch for her")
NOTES = [
    ("n1", "keys", 20500905, "Brian", "2050-09-05T10:00 KEYS 🔑 main hall - me (Brian), small room - Mrs Pickles "
                                      "(thurs, knit + natter), kitchen cupboard key on the hook behind the urn. nobody "
                                      "gets the main door key without a booking form"),
    ("n2", "deposit", 20500912, "Margaret", "12/9 deposits £100 for parties, £50 for anything with the kitchen, "
                                            "back within 2 wks if the hall's left as found"),
    ("n3", "booking", 20501008, "Margaret", "Sat 8th Oct - the Wilsons' golden wedding, main hall + kitchen 2-7, "
                                            "paid, deposit back"),
    ("n4", "booking", 20501015, "Margaret", "15.10. Scouts jumble in the main hall 10-12, Akela has her own key "
                                            "for the side door"),
    ("n5", "booking", 20501025, "Margaret", KEYNOTE),
    ("n6", "booking", 20501117, "Margaret", "thurs 17th nov - knit + natter, small room 1.30-3.30 as usual, they "
                                            "bring their own milk"),
    ("n7", "maintenance", 20501103, "Brian", "3/11 boiler's been serviced, radiator in the small room still "
                                             "knocks, bleed it if it's cold"),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("st-oswalds-hall-diary", embedding_function=offline.chroma_embedding_function())
for nid, kind, ts, who, text in NOTES:
    with turn_span(f"note {nid}"):
        diary.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "ts": ts, "by": who}])

question = "who do we get the small room key off for thurs? Mrs P's not answering her phone"
with turn_span("clear-out Tue 1/11"):
    before = diary.query(query_texts=[question], n_results=4)["documents"][0]
    assert KEYNOTE in before, before
    with fault():
        diary.delete(where={"$and": [{"kind": "booking"}, {"ts": {"$lt": 20501101}}]})

with turn_span("question Mon 14/11"):
    stored = diary.get()["documents"]
    hits = diary.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 14 November 2050. You are talking to Jean from the knit and natter group, who book the "
               "small room at St Oswald's Parish Hall on Thursdays."] + hits
    assert KEYNOTE not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("colin", "verger", "church lane", "hospital")), stored
    assert any("small room - Mrs Pickles" in c for c in context), context
    reply = answer(question, context, mock="Mrs Pickles has the small room key for Thursdays - try her again, or "
                                           "Brian the caretaker has the main hall key.")
finish(question, expected="Colin the verger at 4 Church Lane - Mrs Pickles is in hospital with her hip",
       actual=reply)
