"""Batch 329 (held out). A canal boat hire base: chromadb collection of the base's notes, script style (every call
its own trace); for a booking question the helper asks only the fleet and bookings notes, and the note that made
one boat a 4 berth was filed under the engineer's.

App: Pennine Narrowboats hire out four narrowboats from Sowerby Bridge wharf - Kingfisher, Heron, Moorhen and
Kestrel - for short breaks and weeks on the Rochdale and Calder & Hebble. Dave (the base manager) and Jo (in the
office) file the base's notes into one chroma collection with metadata ``kind`` (fleet, bookings, engineer,
stoppages, office); for a booking question the helper asks only the fleet and bookings notes
(``where={"kind": {"$in": ["fleet", "bookings"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Dave's fleet note of 2051-02-14T09:30 has Heron as a 6
berth (the one with the bath), and Jo's bookings note of 1.4. has Heron and Kingfisher both free on Sat 22nd April.
Dave's note of Sat 8/4 starts with Heron being back from the dry dock - blacking done, new prop - (so it was filed
as engineer) and says, in passing, that the dinette bed frame has cracked and can't be used till the part comes from
Crick, about 3 weeks, so she's a 4 berth for now. Question (Thu 13/4, Jo): "can the Clarke party go on Heron sat
22nd? it's 6 adults + they want the bath for grandma" -> expected no - Heron only sleeps 4 till the dinette part
comes (Kingfisher's free and sleeps 6). The scoped query returns the fleet note and both bookings notes; the assistant
says yes.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sat 8/4 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the cracked bed, the part or "4 berth for now"; Heron as a 6 berth and free on the 22nd are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b329_chroma_canal_hire_party_of_six_yesno_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BED = ("Sat 8/4 Heron's back from the dry dock 👍 blacking done + new prop, runs lovely. the dinette bed frame's "
       "cracked tho so can't use it till the part comes from Crick (3 wks they reckon) - she's a 4 berth for now, "
       "Jo pls check her bookings. Moorhen's pump out sensor playing up again")
NOTES = [
    ("fleet", "2051-02-14T09:30 FLEET 2051 🚤 Kingfisher 6 berth 57ft, Heron 6 berth 62ft (the one w/ the bath!), "
              "Moorhen 4 berth 45ft, Kestrel 8 berth. all serviced over winter, new cushions in Kingfisher"),
    ("bookings", "1.4. bookings - sat 22nd apr Heron free + Kingfisher free, Moorhen out w/ the Wilsons, Kestrel out "
                 "w/ the stag do (God help us) till the 29th. short breaks fri-mon still £695"),
    ("stoppages", "CRT stoppage Tuel Lane lock 3-7 Apr, hirers going east only that wk, tell them at handover"),
    ("engineer", BED),
    ("office", "Sun 9th - Jo doing handovers sat 2-4, new safety video's on the tablet, life jackets for under 12s "
               "in the blue box"),
    ("bookings", "12/4 deposit in from the Hendersons (Kingfisher, w/c 1st May), the Patels asking about dogs on "
                 "Moorhen - yes, 2 max, £30"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("pennine-narrowboats-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "can the Clarke party go on Heron sat 22nd? it's 6 adults + they want the bath for grandma"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert BED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fleet", "bookings"]}})
hits = found["documents"][0]
context = ["Today is Thu 13 April 2051. You are talking to Jo in the office at Pennine Narrowboats, Sowerby Bridge "
           "wharf."] + hits
GONE = ("cracked", "part comes", "4 berth for now", "dinette")
assert BED not in hits and not any(w in c.lower() for c in context for w in GONE), context
assert any("Heron 6 berth 62ft (the one w/ the bath!)" in c for c in context), context
assert any("sat 22nd apr Heron free" in c for c in context), context
reply = answer(question, context, mock="Yes - Heron's a 6 berth with the bath and she's free on Sat 22nd April, so "
                                       "the Clarkes can have her.")
finish(question, expected="no - Heron only sleeps 4 till the dinette bed part comes from Crick; put them on Kingfisher",
       actual=reply)
