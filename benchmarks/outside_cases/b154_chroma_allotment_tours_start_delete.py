"""Batch 154 (held out). A community allotment's open day: chromadb collection, script style (each call its own
trace); the committee's clear-out of done jobs deletes a note that is still needed.

App: Lister Lane Allotments (Halifax) hold their open day on Sun 14th June 2037, 11-3: plots open to look round,
teas in the hut, plant stall, guided tours. Bev, the secretary, keeps the committee's notes in one chroma collection,
each with a ``kind`` (plan, teas, tours, job) and, for jobs, a ``status``. On Tue 9/6 she clears out the jobs that
are done with ``collection.delete(where={"$and": [{"kind": "job"}, {"status": "done"}]})`` so the helper only sees
what's live.

Planted fault (DeletionError): the tours note has Ray and Jean leading tours on the hour from the main gate on Lister
Lane, 45 mins. Bev's note of Sat 6/6, filed as a done job (she'd been asked to check with Ray the tours were still
on), says Ray's happy to do them, but the gate end's a bog since the water main went so the tours start from the big
polytunnel by plot 22 instead, he'll put a sign up; and, in passing, that there's a green fleece in the shed if it's
anyone's. The clear-out deletes it with the other done jobs. Question (Thu 11/6, Marcia, doing the poster): "where
do the plot tours start from sun? doing the poster tonight" -> expected the big polytunnel by plot 22 (not the main
gate). The assistant says the main gate on Lister Lane.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Bev's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided where
the tours start. Asserted: the note is found before the delete and is gone from the collection and the context after
it; the tours note (from the main gate) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b154_chroma_allotment_tours_start_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RAY = ("Sat 6/6 Bev - asked Ray re tours, he's happy to do them but the gate end's a bog since the water main went, "
       "so tours start from the big polytunnel by plot 22 instead, he'll put a sign up. also a green fleece in the "
       "shed if its anyones")
NOTES = [
    ({"kind": "plan"}, "OPEN DAY sun 14th june 11-3. plots open to look round: 3, 5, 8, 11, 14, 17, 22 + the "
                       "community plot. plant stall by the hut, raffle drawn at 2"),
    ({"kind": "tours"}, "14/3 Bev - tours on the hour from the main gate on Lister Lane, Ray + Jean leading, abt 45 "
                        "mins, last one at 2. wellies advised lol"),
    ({"kind": "teas"}, "22.3. Jean - teas in the hut: scones, Vic sponge, rhubarb crumble (Ray's rhubarb). £1 a "
                       "cuppa, cake £1.50. need 2 more urns"),
    ({"kind": "job", "status": "done"}, "Weds 8 Apr Bev - insurance renewed for the day, certificate on the hut door"),
    ({"kind": "job", "status": "done"}, RAY),
    ({"kind": "job", "status": "open"}, "16th may Bev - still need someone w a car for the urns from the church hall, "
                                        "+ bunting"),
    ({"kind": "job", "status": "done"}, "2037-05-30T10:15 Bev - signs printed, 20 of them, laminated at the library"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lister-lane-open-day",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "where do the plot tours start from sun? doing the poster tonight"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert RAY in before, before

with fault():
    notes.delete(where={"$and": [{"kind": "job"}, {"status": "done"}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 11 June 2037. You are talking to Marcia, who is doing the poster for Lister Lane Allotments' "
           "open day on Sun 14 June."] + hits
assert RAY not in stored and not any("polytunnel" in c or "bog" in c for c in stored + context), stored
assert any("tours on the hour from the main gate" in c for c in context), context
reply = answer(question, context, mock="From the main gate on Lister Lane - on the hour, Ray and Jean leading, about "
                                       "45 minutes.")
finish(question, expected="the big polytunnel by plot 22 - the gate end's a bog since the water main went",
       actual=reply)
