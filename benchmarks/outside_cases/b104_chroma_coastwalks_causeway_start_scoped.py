"""Batch 104 (held out). A coastal path guided-walks business: chromadb collection, the guides' helper queries
route cards only, script style (each call its own trace).

App: Tidewalkers (Northumberland coast) keep everything in one chroma collection: route cards (kind "route",
written by Anna when a walk goes on the programme), tide notes (kind "tide", by Jim, who checks the tables every
week) and bookings (kind "booking"). The guides' helper answers "when/where" questions from the route cards only
(``where={"kind": "route"}``).

Planted fault (RetrievalError, filtered by scope): Jim's tide note for Sat 12/9 says high water is 11.40 (a big
spring, 5.8m), the causeway to the island's shut from about 10.10 till 1.30, so the St Cuthbert's crossing walk
has to leave the harbour at 8.15 to get over and back; he's texted the walkers. It is kind "tide", so the
scoped query leaves it out. The route card says start 10am from the harbour car park. Question (Thu 10/9, Ruth,
guiding on Saturday): "what time are we setting off from the harbour sat for the cuthberts crossing?" ->
expected quarter past eight, because of the tide. The assistant says 10.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the tide note; the scoped one leaves it out, and the route card's 10am line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b104_chroma_coastwalks_causeway_start_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TIDE = ("tides w/e 12th sept: sat HW 11.40 (big spring, 5.8m) - causeway shut approx 10.10 till 1.30 so the "
        "cuthberts crossing group HAS to leave the harbour 0815 to get over + back. txtd all 11 walkers thurs am. "
        "sun HW 12.25 so sun's seals walk fine as is - Jim")
DOCS = [
    ("route", "ST CUTHBERT'S CROSSING - sat walks, 7.5 mi, start 10am harbour car park (pay + display, tell them "
              "coins!), across the sands to the island, lunch at the priory, back by 3ish. grade moderate, boots "
              "not trainers"),
    ("route", "SEALS + SAND DUNES - sun 11am from the beach huts, 4 mi easy, binoculars in the blue bag"),
    ("tide", TIDE),
    ("booking", "crossing sat 12/9: 11 booked, incl the Reids x4 (2 kids 10 + 12) and Mr Tan (bad knee, may "
                "turn back at the island)"),
    ("route", "CASTLE + LIMEKILNS - weds 2pm, 5 mi, start the castle gate, cafe stop at the Ship"),
    ("tide", "tides w/e 5th - all walks ran to time, no issues - J"),
    ("booking", "seals walk sun 13/9: 6 booked, 1 dog (on lead!!)"),
]

client = chromadb.EphemeralClient()
cards = client.get_or_create_collection("tidewalkers", embedding_function=offline.chroma_embedding_function())
cards.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time are we setting off from the harbour sat for the cuthberts crossing?"
words = "St Cuthbert's crossing Saturday start time harbour causeway"  # the helper's search words
wide = cards.query(query_texts=[words], n_results=7)["documents"][0]
assert TIDE in wide, wide

with fault():
    found = cards.query(query_texts=[words], n_results=7, where={"kind": "route"})
hits = found["documents"][0]
context = ["Today is Thu 10 September 2037. You are talking to Ruth, who's guiding the Saturday walk."] + hits
assert TIDE not in context and not any("0815" in c or "8.15" in c or "HW 11.40" in c for c in context), context
assert any("start 10am harbour car park" in c for c in context), context
reply = answer(question, context, mock="10am from the harbour car park - remind them to bring coins for the pay "
                                       "and display.")
finish(question, expected="quarter past 8 - the tide shuts the causeway from about ten", actual=reply)
