"""Batch 116 (held out). A window cleaner's round book: chromadb collection, a month-end tidy that deletes last
month's notes, script style (each call its own trace).

App: Dean cleans windows round the east side of town with Kyle; the round card and his day-to-day notes go in one
chroma collection, each note tagged with ``month`` ("2037-04", ...) and the card with "standing". At the start of
each month the app deletes the previous month's notes to keep the book short.

Planted fault (DeletionError): Dean's note of 28/4 says Priory Rd moves to thursdays from May - the school-run
parking on mondays is a nightmare, can't get the van near - and he put slips through all the doors. It's an April
note, so the 1 May tidy (``delete(where={"month": "2037-04"})``) removes it; the round card still has Priory Rd on
mondays. Question (Sun 10/5, Kyle): "which day we doing priory rd this wk?" -> expected Thursday. The assistant says
Monday (tomorrow).

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that decides the answer was in
the collection and found before the tidy, and the delete removed it while it still held. Asserted: the 28/4 note is
found before the delete and gone from the collection and the context after it; the card's monday line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b116_chroma_windows_priory_day_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Priory Rd - doing them thurs from May on, the school run parking on mons is a nightmare, can't get the "
         "van anywhere near. slips thru all the doors 28/4, no one moaned. Dean")
DOCS = [
    ("standing", "ROUND: mon Priory Rd + Ash Grove, tue Beech Ave evens + Fern Cl, weds Elm Rd + the flats (8.30-5 "
                 "w Kyle), thurs Beech Ave odds, fri catch up + the Co-op/dentist"),
    ("2037-04", MOVED),
    ("2037-04", "missed 14 + 16 Ash Grove 6/4, side gates locked, did them thurs 9/4"),
    ("2037-04", "Mrs Lyons 2 Fern Cl paid mar + apr cash £30, she's off to her daughter's in May"),
    ("2037-05", "new one - 41 Elm Rd, £14 front + back, 4 wkly, starting weds 13th. gravel drive, mind the van"),
    ("2037-05", "ladder feet worn thru, get new ones from Screwfix. water fed pole brush splitting too"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("dean-round", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"r{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"month": m} for m, _ in DOCS])

words = "priory rd which day this week round"
before = book.query(query_texts=[words], n_results=6)["documents"][0]
assert MOVED in before, before

with fault():
    book.delete(where={"month": "2037-04"})

stored = book.get()["documents"]
hits = book.query(query_texts=[words], n_results=6)["documents"][0]
question = "which day we doing priory rd this wk?"
context = ["Today is Sun 10 May 2037. You are talking to Kyle, who works the round with Dean."] + hits
assert MOVED not in stored and not any("thurs from May" in c or "school run" in c for c in stored + context), stored
assert any("mon Priory Rd" in c for c in context), context
reply = answer(question, context, mock="Monday - tomorrow, Priory Rd and Ash Grove.")
finish(question, expected="Thursday - Priory Rd moved to thursdays from May (school-run parking on mondays)",
       actual=reply)
