"""Batch 298 (held out). A community fridge: chromadb collection of the volunteers' notes, script style (every call
its own trace); for a "when" question the helper asks only the hours, donations and rules notes, and the note that
brought Saturday drop-offs forward was filed under the fridge temperatures.

App: Lindley Community Fridge is a big glass-door fridge and a set of shelves in the porch of St Stephen's church
hall - shops, cafes, allotments and neighbours drop off food that would go to waste, anyone can take it, no
questions asked. Anita (the coordinator) files the volunteers' notes into one chroma collection with metadata
``kind`` (hours, rota, rules, temps, donations, social); for a "when" question the helper asks only the hours,
donations and rules notes (``where={"kind": {"$in": ["hours", "donations", "rules"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Anita's note of 2051-01-08T17:00 has the hours - Mon-Fri
9-7, Sat 10-3 for drop-offs and collections, closed Sundays. Her note of Sun 5/3 starts with the week's temperature
log (3-4°C all week, the new probe works) and so was filed as temps, and says, in passing, that from this Saturday
the hall has the toddler group in the afternoon, so the latest for Saturday drop-offs is 12, not 3 - collections are
still fine till 3 through the side door. Question (Thu 9/3, Sam from the Lindley bakery): "what's the latest I can
drop the bread off on saturday? we shut at 1 so I'd be coming after" -> expected 12 noon (drop-offs by 12 now, the
toddler group has the hall after), so after 1 is too late. The scoped query returns the hours, the donations and a
rules note; the assistant says up to 3.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sun 5/3 note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has "12 not 3"
or the toddler group; the Sat 10-3 hours are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b298_chroma_community_fridge_sat_dropoff_latest_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EARLY = ("Sun 5/3 temps all wk 3-4°C 👍 new probe's working (the old one's in the drawer, don't use it). oh + from "
         "this saturday the hall's got the toddler group in the afternoon so the latest we can take drop offs on a "
         "saturday is 12 not 3!! collections still fine till 3 thru the side door")
NOTES = [
    ("hours", "2051-01-08T17:00 FRIDGE HOURS 🥕 mon-fri 9-7, sat 10-3 for drop offs + collections, sun closed (hall's "
              "locked). the porch light's on a timer so it's dark after 6 in winter"),
    ("rules", "no home cooked food, no alcohol, no raw meat or fish. everything labelled w/ what it is + use by date. "
              "log every drop off in the book on the shelf pls"),
    ("donations", "12/1 Co-op pick up mon + thurs 8.30pm (Joe's car), Greggs sat mornings if they've got any. "
                  "allotment lot drop veg in whenever"),
    ("temps", EARLY),
    ("rota", "Tue 14th Feb rota's on the board - 2 checks a day, 9ish + 6ish, initials + temp in the log"),
    ("social", "22.2. we're on the Lindley Facebook group now, Priya's doing posts, pls send her pics of drop offs 📸"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lindley-community-fridge",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Anita"}])

question = "what's the latest I can drop the bread off on saturday? we shut at 1 so I'd be coming after"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EARLY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["hours", "donations", "rules"]}})
hits = found["documents"][0]
context = ["Today is Thu 9 March 2051. You are talking to Sam from the Lindley bakery, who drops off unsold bread at "
           "Lindley Community Fridge."] + hits
assert EARLY not in hits and not any(w in c.lower() for c in context for w in ("12 not 3", "toddler")), context
assert any("sat 10-3 for drop offs + collections" in c for c in context), context
reply = answer(question, context, mock="Saturdays it's 10 till 3 for drop-offs, so coming after you shut at 1 is fine "
                                       "- just log it in the book on the shelf.")
finish(question, expected="by 12 noon - Saturday drop-offs finish at 12 now (toddler group), so after 1 is too late",
       actual=reply)
