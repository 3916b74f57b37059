"""Batch 25 (held out). A small cleaning business's job notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Jo runs Spick & Span Ely (herself, Kerry and Agnieszka). Job notes go in a collection with metadata ``{"job",
"kind"}``: one-off jobs get a job number (J-0412), regulars are filed under the client's name ("REG-..."), and
general notes have job "". Once a one-off job is invoiced and paid, Jo clears its notes out by job number so the
crew's assistant isn't cluttered with finished work. Seventeen notes, February-March 2026.

Planted fault (DeletionError): the Whitmores first booked a one-off deep clean (J-0412). On the day Mrs Whitmore
asked for a regular clean, and Kerry typed it into the same job: "J-0412 Whitmores - deep clean done, she's v
happy. wants us every other Fri morning from 13/3, but just the 3 bedrooms upstairs + 2 bathrooms + kitchen, leave
the 4th bed/office alone, Mr W works in there + doesn't want his papers touched". When J-0412 is paid, the clear-out
(``where job == J-0412``) deletes it with the rest of the deep-clean notes. Question (Thu 12/3): "How many bedrooms
are we doing at the Whitmores' tomorrow?" -> expected "three". The assistant has only the first enquiry ("4 bed
detached") and says four.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: Kerry's note is in the query's
results before the delete and neither stored nor in the context after; the enquiry and the crew rota for Friday are
in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b25_chroma_cleaning_whitmore_rooms_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KERRY = ("J-0412 Whitmores - deep clean done, she's v happy. wants us every other Fri morning from 13/3, but just the "
         "3 bedrooms upstairs + 2 bathrooms + kitchen, leave the 4th bed/office alone, Mr W works in there + doesn't "
         "want his papers touched - Kerry")
NOTES = [
    ("", "enquiry", "New enquiry - Whitmore, 4 bed detached on Stuntney Rd, just moved in, wants a deep clean then "
                    "maybe regular. Mrs W (Claire) 07700 914 226"),
    ("J-0412", "quote", "J-0412 Whitmores deep clean quote £285, 2 of us all day, inc inside oven + windows inside"),
    ("REG-Patel", "regular", "Patels (Lynn Rd) weekly Tues 9-12, key in the safe by the back door 1964, 2 cats DON'T "
                             "let them out"),
    ("J-0412", "booking", "J-0412 booked Fri 27/2, me + Kerry, 8.30 start. bring the steam cleaner for the grout"),
    ("", "general", "Van MOT 4/3 - Agnieszka to drop it at Kwik Fit b4 her 10 o'clock"),
    ("REG-Fielding", "regular", "Fieldings fortnightly Thurs pm, 3 bed semi, just the usual, pays by BACS"),
    ("J-0415", "booking", "J-0415 end of tenancy 6 Forehill flat, Sat 7/3, agent wants receipts for the carpet clean"),
    ("J-0412", "note", KERRY),
    ("J-0412", "invoice", "J-0412 invoiced 28/2, £285 + £20 extra for the conservatory windows = £305"),
    ("", "general", "Running low on Method spray + microfibres, Costco run Mon"),
    ("REG-Patel", "regular", "Patels away 2-6 Mar, skip that wk, they've still paid"),
    ("J-0415", "invoice", "J-0415 invoiced to Cross Keys lettings, £190, 30 days"),
    ("", "rota", "Fri 13/3 rota: Kerry + Agnieszka - Whitmores 8.30 then the Goodwins 1pm. Jo on quotes all day"),
    ("J-0412", "payment", "J-0412 PAID 10/3 bank transfer £305 - thanks Claire!"),
    ("REG-Goodwin", "regular", "Goodwins every other Fri 1-3, just downstairs + bathroom, she does upstairs herself"),
    ("", "general", "Agnieszka's hols 23/3-27/3, Jo covering her Tues + Thurs"),
    ("REG-Whitmore", "regular", "Whitmores set up as a regular - £60 a visit, Claire paying monthly by standing "
                                "order"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("spickspan-jobs", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"job": j, "kind": k} for j, k, _ in NOTES])

question = "How many bedrooms are we doing at the Whitmores' tomorrow?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert KERRY in before, before

# J-0412 is paid: clear out the finished one-off job's notes
with fault():
    notes.delete(where={"job": "J-0412"})

hits = notes.query(query_texts=[question], n_results=10)["documents"][0]
stored = notes.get()["documents"]
context = ["Today is Thu 12/3/26."] + hits
assert any("4 bed detached on Stuntney Rd" in c for c in context), context
assert any("Fri 13/3 rota" in c and "Whitmores 8.30" in c for c in context), context
assert not any("just the 3 bedrooms upstairs" in c for c in context + stored), context
reply = answer(question, context, mock="Four - it's a 4 bed detached on Stuntney Rd. Kerry and Agnieszka are on it "
                                       "from 8.30.")
finish(question, expected="3 - the upstairs ones; the 4th bedroom is Mr Whitmore's office and gets left alone",
       actual=reply)
