"""Batch 389 (held out). A kombi rank in Harare: chromadb collection of the rank's WhatsApp group notes, script
style (every call its own trace); for a "how much" question the helper asks only the fares, routes and rank notes,
and the note with the new fare was filed under fuel.

App: the Chiwara St kombi rank (Harare) - kombis to Nyashanu Heights, Dzidzai, Maringira Park and the industrial
sites, touts (mahwindi) loading, a rank marshal (Baba Tino) collecting the rank fee, fares in USD with a bond rate.
Shingi (the marshal's deputy) files the group's notes into one chroma collection with metadata ``kind`` (fares,
routes, rank, fuel, touts); for a "how much" question the helper asks only the fares, routes and rank notes
(``where={"kind": {"$in": ["fares", "routes", "rank"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the fares note of 02/03/26 has Nyashanu Heights at $1
one way (or 35 bond), kids under 12 half, 50c. Shingi's note of Mon 09/03/26 starts with the diesel price at
Chimombe Fuels and the queue (so it was filed as fuel) and says, in passing, that the owners met with Baba Tino and
from today Nyashanu Heights is $1.50, kids $1, bond 55. Question (Tue 10/03/26, Mai Nyasha): "how much for me and my
2 kids to Nyashanu Heights, one way? I only have USD" -> expected $3.50 ($1.50 + 2 x $1). The scoped query returns
the fares, routes and rank notes; the assistant says $2.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 09/03/26 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$1.50 or "from today"; the $1 one way and the kids' 50c are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b389_chroma_kombi_rank_fare_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

FARE = ("Mon 09/03/26 Diesel at Chimombe Fuels is now $1.82/l 😤 queue from 5am, drivers take turns. Owners met with "
        "Baba Tino this morning so from today Nyashanu Heights is $1.50 one way, kids $1, bond 55. Tell your "
        "passengers nicely, no fighting at the door")
NOTES = [
    ("fares", "02/03/26 FARES from Chiwara St rank: Nyashanu Heights $1 one way (or 35 bond), Dzidzai $1, Maringira "
              "Park 80c. Kids under 12 half, 50c to Nyashanu. No change for big notes, passengers bring small"),
    ("routes", "03/03/26 Nyashanu Heights kombis go via Nzou Rd then left at the flyover, NOT through the market, "
               "ZRP are camping there. Drop offs at the clinic and the terminus only"),
    ("rank", "04/03/26 Rank fee is $5 per kombi per day to Baba Tino, paid before first load. No loading outside "
             "the yellow lines"),
    ("touts", "06/03/26 Mahwindi please stop grabbing people's bags to force them into your kombi, we had a "
              "complaint. Call the route, let the passenger choose"),
    ("fuel", FARE),
    ("rank", "Weds 11/03 Council cleaning the rank Sat morning 6-8, kombis load on the road side till 8"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("chiwara-st-rank-2026", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Shingi"}])

question = "how much for me and my 2 kids to Nyashanu Heights, one way? I only have USD"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert FARE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fares", "routes", "rank"]}})
hits = found["documents"][0]
context = ["Today is Tuesday 10 March 2026. You are talking to Mai Nyasha, a passenger at the Chiwara St kombi rank "
           "in Harare."] + hits
assert FARE not in hits and not any(w in c.lower() for c in context for w in ("1.50", "from today")), context
assert any("Nyashanu Heights $1 one way" in c for c in context), context
assert any("50c to Nyashanu" in c for c in context), context
reply = answer(question, context, mock="$2 - $1 for you and 50c each for the two kids, one way to Nyashanu Heights.")
finish(question, expected="$3.50 - $1.50 for her and $1 each for the kids (fares went up 09/03/26 with the diesel)",
       actual=reply)
