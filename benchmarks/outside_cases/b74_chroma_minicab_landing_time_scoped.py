"""Batch 74 (held out). A minicab firm's airport runs: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Valley Cars (Stroud, six drivers) keeps its airport jobs in one collection. Bookings taken on the phone are
stored with metadata ``{"kind": "booking"}``; what the controller hears later (flight apps, customers ringing back,
drivers on the radio) goes in as ``{"kind": "ops"}``. The drivers' assistant answers from a query. Ten documents,
July 2031.

Planted fault (RetrievalError, scoped out by a filter): the app's query for the driver's question is filtered to
``kind == "booking"``, so the controller's note of Fri 11/7 10.20pm is never a candidate: "Hendersons (the 4.15am
Gatwick job) - Mrs H rang, BA2491 from Faro now not due in till 09.55 per the BA app, something w the crew hours.
Dev to leave here 7ish instead, I've told him". The booking (Sat 12/7, BA2491 lands 06.40 North terminal, pick up
07.15) is found. Question (Sat 12/7 5.30am, Dev): "what time's the Hendersons' plane getting in?" -> expected 09.55.
The assistant says 06.40.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the note is
stored and a hit of the same query without the filter, and is not in the context; the booking is. Another reading:
none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b74_chroma_minicab_landing_time_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LATE = ("Hendersons (the 4.15am Gatwick job) - Mrs H rang, BA2491 from Faro now not due in till 09.55 per the BA app, "
        "something w the crew hours. Dev to leave here 7ish instead, I've told him")
DOCS = [
    ("booking", "Sat 12/7 Gatwick N terminal - Hendersons x4 + 2 big cases + golf bag, BA2491 from Faro lands 06.40, "
                "pick up 07.15 outside Costa arrivals. leave Stroud 4.15am. £165 agreed, paid on acct"),
    ("booking", "Sun 13/7 Bristol - Mr Okafor, EZY6274 departs 11.50, pick up 8.30 from 3 Orchard Way Nailsworth, "
                "£62"),
    ("ops", "Mr Okafor's daughter rang - it's Orchard CLOSE not Orchard Way, the one behind the Co-op. Tash "
            "updated the sheet"),
    ("booking", "Heathrow T5 Mon 14/7 - Patels x6, people carrier, BA 117 to JFK at 13.05, collect 8.45am, £190"),
    ("ops", "Dev's car in for the MOT Tues 15/7 am, he's on the Skoda till lunch"),
    ("booking", "w/e 19-20/7 - 3 Gatwick returns for the Marling School trip, 3 cars, Jules sorting who"),
    ("ops", LATE),
    ("ops", "M4 closed J15-16 overnight fri + sat for resurfacing, go A419/A34 if ur on a night run"),
    ("booking", "Birmingham Sun 20/7 - Ms Rees, wheelchair, needs the WAV, lands 16.20 from Alicante, £140"),
    ("ops", "Gatwick short stay drop-off now £7 for 10 min, put it on the fare, don't pay it urself"),
]

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("valley-cars-airport", embedding_function=offline.chroma_embedding_function())
jobs.add(ids=[f"j{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time's the Hendersons' plane getting in?"
words = "Hendersons Gatwick BA2491 Faro lands plane time pick up"  # the app's search words
wide = jobs.query(query_texts=[words], n_results=4)["documents"][0]
assert LATE in wide, wide
assert LATE in jobs.get()["documents"]

with fault():
    hits = jobs.query(query_texts=[words], n_results=4, where={"kind": "booking"})["documents"][0]
context = ["Today is Sat 12 July 2031, 5.30am. You are talking to Dev, one of the drivers."] + hits
assert not any(LATE in c or "09.55" in c or "crew hours" in c for c in context), context
assert any("BA2491 from Faro lands 06.40" in c for c in context), context
reply = answer(question, context, mock="06.40 at Gatwick North - BA2491 from Faro. You're picking them up at 07.15 "
                                       "outside Costa in arrivals.")
finish(question, expected="not till 9.55 - the crew hours thing", actual=reply)
