"""Batch 187 (held out). A hospice's fun run: chromadb collection, one root span per note and one for the question; the
helper's route lookup is scoped to the notes filed under "route" and misses the one that moved a water station.

App: St Chad's Hospice 5k fun run is Sun 7th June 2043 - start and finish on the rec at Donnington, out along Church
Rd, through Bowring park and back up Pool Hill; bibs, water stations, marshals at the crossings, a medal for everyone.
The organisers' notes go into one chroma collection, each filed under a topic (route, bibs, marshals, water); for
"where is ..." questions the helper searches only the route notes (``where={"topic": "route"}``).

Planted fault (RetrievalError, a scope filter): the route note (2043-03-30T19:00) puts the water stations at 2k (the
Bowring park gates) and 4k (top of Pool Hill by the bus shelter). The note of Weds 6 May, filed under "water" by the
water team, says Highways won't have tables on Pool Hill - the pavement's down to one person wide with the gas works
- so the 4k water's going in the Co-op car park at the bottom of the hill, the manager's fine with it and they can
fill up from his outside tap. The route-scoped query can't see it. Question (Fri 5/6, Dev, doing the water): "where's
the 4k water station? dropping the cups + bottles off sun morning in the van" -> expected the Co-op car park at the
bottom of Pool Hill (no tables allowed on the hill with the gas works). The assistant says the top of Pool Hill by
the bus shelter.

Expected verdict: RetrievalError at chroma's query (the route-scoped query, wrapped in fault()): the note is in the
collection and the same query without the topic filter ranks it in its top 3, but the filter kept it out of the
context the model saw. Asserted: the note is in the unfiltered top 3; no context line mentions the Co-op, the gas
works or Highways; the route note's "top of Pool Hill" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b187_chroma_fun_run_water_station_where_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("4k water station - Highways say no tables on Pool Hill, pavement's down to 1 person wide w the gas works 🙄 "
         "so the water's going in the Co-op car park at the bottom of the hill instead. manager's fine w it + we can "
         "fill up from his outside tap sun morning")
NOTES = [
    ("2043-03-30T19:00", "route", "ROUTE 🏃 5k, start + finish on the rec, out along Church Rd, thru Bowring park + "
                                  "back up Pool Hill. water stations at 2k (Bowring park gates) + 4k (top of Pool Hill "
                                  "by the bus shelter). km markers from Ian"),
    ("14/4", "bibs", "bibs 1-300 ordered + safety pins from Hobbycraft. collection at the hospice shop sat 6th 10-4 or "
                     "on the day from 8.30"),
    ("22.4.", "marshals", "marshals - 14 so far 🙌 Church Rd crossing x2, the park gates, Pool Hill x2, finish funnel. "
                          "hi vis off the scouts, briefing 9.15 by the tea tent"),
    ("Weds 6 May", "water", MOVED),
    ("Tue 19th", "route", "walked the route w Ian, arrows up sat morning, chalk on the paths not paint (park rules). "
                          "finish funnel on the rec by the swings"),
    ("2043-05-28T21:00", "water", "600 cups + 20 x 5L bottles from Booker, Dev's van. drop at the stations by 9, "
                                  "bin bags for the cups!!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-chads-fun-run-2043", embedding_function=offline.chroma_embedding_function())
for i, (day, topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "topic": topic}])

question = "where's the 4k water station? dropping the cups + bottles off sun morning in the van"
with turn_span("question Fri 5/6"):
    unscoped = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where={"topic": "route"})
    hits = found["documents"][0]
    context = ["Today is Fri 5 June 2043. You are talking to Dev, who is doing the water for St Chad's Hospice fun run "
               "(Sun 7 June)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("co-op", "gas works", "highways")), context
    assert any("4k (top of Pool Hill by the bus shelter)" in c for c in context), context
    reply = answer(question, context, mock="At the top of Pool Hill by the bus shelter - that's the 4k one; the "
                                           "other's at the Bowring park gates.")
finish(question, expected="the Co-op car park at the bottom of Pool Hill - no tables allowed on the hill w the gas "
                          "works", actual=reply)
