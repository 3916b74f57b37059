"""Batch 172 (held out). A badminton club's charity tournament notes: chromadb collection, script style (each call its
own trace); the players' helper queries only the tournament thread and misses the note that moved the venue.

App: Kingsway Badminton Club's charity doubles tournament for the county air ambulance is Sat 16th June 2040 - pairs
(level and mixed), a raffle, teas. The club normally plays in Kingsway School's sports hall. Jackie (club secretary)
and Rob (treasurer, who books the halls) post notes into one chroma collection with a ``thread`` in the metadata -
"tournament" or "club nights"; the helper answers players with a query filtered to ``thread == "tournament"``.

Planted fault (RetrievalError, scoped out by the query's filter): Jackie's 14/3 note (tournament thread) has the
tourney at the club - Kingsway School sports hall, 5 courts, 9.30 start, £10 a pair. Rob's note of Tue 8 May, posted
in the club-nights thread because it cancels that week's club nights too, says the school are having the sports hall
floor resanded that week, no way round it, so no club nights w/c 11th June AND the tourney has to move: Priory
Leisure Centre can do 6 courts 9-5 on the 16th, he's booked it. The tournament filter leaves it out. Question (Mon
11/6, Priya, new member): "where's the tourney on sat? never played at the club before so need to know where I'm
going" -> expected Priory Leisure Centre (the school hall floor's being resanded). The assistant says Kingsway
School's sports hall.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): Rob's note is in the
collection and the same query without the filter finds it, but the app's thread filter cut it from the context.
Asserted: the unfiltered query returns it; the filtered one does not and no context line mentions Priory, resanding
or 6 courts; Jackie's Kingsway School note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b172_chroma_badminton_venue_filter", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 8 May Rob - school's having the sports hall floor resanded that wk, no way round it 🙄 so NO club nights "
         "w/c 11th june, AND the tourney on the 16th has to move - Priory Leisure Centre can do us 6 courts 9-5 same "
         "day, I've booked it. £120 but worth it")
NOTES = [
    ("tournament", "14/3 Jackie - charity tourney sat 16th june at the club (Kingsway School sports hall) 🏸 5 courts, "
                   "9.30 start, £10 a pair, level + mixed doubles, every penny to the air ambulance"),
    ("tournament", "22.3. Jackie - raffle prizes so far: signed racket from the county coach, meal for 2 at the Bell, "
                   "£25 Sports Direct voucher. more pls!!"),
    ("club nights", MOVED),
    ("club nights", "16th may Rob - new shuttles in, Yonex Mavis 350s, 10 tubes in the cupboard, £3 a night subs "
                    "as usual"),
    ("tournament", "2040-06-04T19:30 Jackie - 18 pairs in!! Sheila doing teas + cakes, bring a water bottle, no black "
                   "soled shoes on the courts pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kingsway-badminton-2040",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"thread": th} for th, _ in NOTES])

question = "where's the tourney on sat? never played at the club before so need to know where I'm going"
everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MOVED in everything, everything
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"thread": "tournament"})
hits = found["documents"][0]
context = ["Today is Mon 11 June 2040. You are talking to Priya, a new member of Kingsway Badminton Club playing in "
           "the charity tournament (Sat 16 June)."] + hits
assert MOVED not in context and not any("Priory" in c or "resanded" in c or "6 courts" in c for c in context), context
assert any("Kingsway School sports hall" in c for c in context), context
reply = answer(question, context, mock="At the club - Kingsway School's sports hall. 5 courts, starting 9.30.")
finish(question, expected="Priory Leisure Centre - the school's sports hall floor is being resanded that week",
       actual=reply)
