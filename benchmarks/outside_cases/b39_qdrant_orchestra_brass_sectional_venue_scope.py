"""Batch 39 (held out). A youth orchestra's organiser notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Vale Youth Orchestra (about 60 players, 11-18, rehearses Saturday mornings at Kingsmead School). The
organiser's notes are points with payload ``{"section", "kind", "text"}``: section = strings / brass / wind /
percussion, or "admin" for venue, caretaker, fees and anything that isn't one section's when she writes it down.
When a section leader asks about their section, the app searches that section's notes only (a ``section``
filter), which is how it has always done it.

Planted fault (RetrievalError, filtered out by scope): the caretaker's email about the school floor was filed as an
admin note: "caretaker email 5/3: main school hall + drama studio floors being sanded 8th-16th, NOTHING on site
sat 15th. strings can have St Mary's as usual, brass sectional to the Methodist church hall on Bridge St (side door,
code 4471), perc staying home that wk". Question (Thu 13/3, from the brass tutor): "where's the brass sectional
this saturday?" -> expected the Methodist church hall on Bridge St. The brass-only query returns the brass note that
says sectionals are in the drama studio; the assistant says the drama studio.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the admin
note is in the collection and among the top hits of the same query without the filter, and not in the context.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b39_qdrant_orchestra_brass_sectional_venue_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("caretaker email 5/3: main school hall + drama studio floors being sanded 8th-16th, NOTHING on site sat "
         "15th. strings can have St Mary's as usual, brass sectional to the Methodist church hall on Bridge St (side "
         "door, code 4471), perc staying home that wk")
NOTES = [
    ("brass", "rooms", "brass sectionals Sat 10-12 in the drama studio (Kingsmead), chairs from the stack by the "
                       "piano, put them back!!"),
    ("strings", "rooms", "strings sectional at St Mary's church rooms, Sat 10-12, Mrs Pryce has the key"),
    ("admin", "venue", EMAIL),
    ("brass", "players", "2 new trumpets from Sept - Alfie (gr 4) + Noor (gr 5), Noor's on 2nd trumpet"),
    ("wind", "music", "wind parts for the Holst need photocopying, 14 sets, ask the school office"),
    ("admin", "fees", "spring term fees £90, sibling half price, due 31/1, 4 families still to pay"),
    ("brass", "music", "brass - Pictures at an Exhibition, the Great Gate of Kiev from bar 40, tubas need to count!!"),
    ("percussion", "kit", "timps are in the store cupboard behind the stage, caretaker has the key"),
    ("admin", "concert", "spring concert Sat 29/3 7pm Kingsmead main hall, full rehearsal 2-5 that afternoon"),
    ("brass", "tutor", "Mr Okoro takes brass sectionals, he's coming straight from a wedding gig on the 15th so "
                       "might be 10 mins late"),
    ("strings", "players", "cellos short this term, Sam H on loan cello from the music service"),
    ("admin", "venue", "car park gate locked at 12.15 sharp on Sats, tell parents"),
]

client = QdrantClient(":memory:")
client.create_collection("vale-yo", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("vale-yo", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"section": s, "kind": k, "text": text})
    for i, (s, k, text) in enumerate(NOTES, 1)])

question = "where's the brass sectional this saturday?"
vector = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points("vale-yo", query=vector, limit=6).points]
assert EMAIL in unscoped, unscoped

with fault():
    hits = client.query_points("vale-yo", query=vector, limit=6, query_filter=models.Filter(
        must=[models.FieldCondition(key="section", match=models.MatchValue(value="brass"))])).points
context = ["Today is Thu 13 March 2025."] + [h.payload["text"] for h in hits]
assert any("in the drama studio (Kingsmead)" in c for c in context), context
assert not any("Methodist" in c or "Bridge St" in c or "sanded" in c for c in context), context
reply = answer(question, context, mock="In the drama studio at Kingsmead as usual, 10 till 12 - chairs are by the "
                                       "piano. Mr Okoro might be 10 minutes late.")
finish(question, expected="The Methodist church hall on Bridge Street", actual=reply)
