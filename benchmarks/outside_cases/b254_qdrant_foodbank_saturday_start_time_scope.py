"""Batch 254 (held out). A community food bank's volunteer rota: qdrant collection of the coordinators' notes,
script style (every call its own trace); for a "what time" question the helper asks only the rota and building
notes, and the note moving the packers' start was filed under deliveries.

App: Todmorden Community Food Bank open on Saturday mornings at St Mary's church hall - a team of packers sets up
the tables and bags the parcels, the doors open to clients at 10, stock comes in from FareShare, Tesco's surplus
van and the church collections. Gill (the coordinator) files the team's notes into one qdrant collection with
payload ``kind`` (rota, building, stock, deliveries, clients); for a "what time" question the helper asks only the
rota and building notes (``query_filter`` on ``kind`` in rota/building, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Gill's March rota note (2051-02-26T19:40) has the
Saturday sessions 10-12.30 with packers in for 9.30 to set up, and her Fri 10th note has Asha on the 18th. Her note
of Mon 13th March is about the deliveries (so it was filed as deliveries): Tesco's surplus van has moved to Saturday
mornings and the driver can only do 8.45, so packers on the 18th and from then on are in for 8.30 to unload, about
30 crates - and FareShare is Thursdays now. Question (Thu 16/3, Asha, a packer): "what time am I in on sat? I'm
packing, need to sort a lift" -> expected 8.30 (the Tesco van comes at 8.45). The scoped query returns the two rota
notes and the building note; the assistant says 9.30.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 13th March note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 8.30, 8.45 or the Tesco van; the 9.30 set-up and Asha's Saturday are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b254_qdrant_foodbank_saturday_start_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tod-foodbank-notes-2051"
VAN = ("Mon 13th March - Tesco surplus van's moved to sat mornings 🙄 + the driver can only do 8.45, so packers on the "
       "18th + from then on in for 8.30 pls to unload, it's about 30 crates. also FareShare's thurs now not weds")
NOTES = [
    (1, "rota", "2051-02-26T19:40 MARCH ROTA 🥫 sat sessions 10-12.30 at St Mary's, packers in for 9.30 to set up the "
                "tables. sat 4th Gill Dev Asha Tom + Jas, sat 11th Bernard Kath Mo + the DofE lads, sat 18th Asha "
                "Kath Jas Pete + Dev"),
    (2, "building", "1/3 St Mary's - side door only, main doors are alarmed, code's on the whiteboard. heating comes "
                    "on at 9 on a sat so bring a fleece if ur early"),
    (3, "stock", "Weds 1st - low on tinned fish + UHT, tinned veg fine. no more pasta for now pls we're drowning in "
                 "it 😂"),
    (4, "deliveries", VAN),
    (5, "clients", "Tue 7/3 - 42 households last sat, highest yet. new referral forms from CAB, the green ones, old "
                   "white ones in the recycling"),
    (6, "rota", "Fri 10th - Kath's off on the 18th (hospital appt, hope it goes ok K), Pete's swapping in (he owes her "
                "one) so 18th is Asha Pete Jas Dev + Mo"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Gill"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time am I in on sat? I'm packing, need to sort a lift"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert VAN in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["rota", "building"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 16 March 2051. You are talking to Asha, a packer at Todmorden Community Food Bank "
           "(Saturday sessions at St Mary's)."] + hits
assert VAN not in hits and not any(w in c.lower() for c in context for w in ("8.30", "8.45", "tesco")), context
assert any("packers in for 9.30 to set up" in c for c in context), context
assert any("18th is Asha Pete Jas Dev + Mo" in c for c in context), context
reply = answer(question, context, mock="9.30 - packers are in for 9.30 to set the tables up, doors open at 10. "
                                       "Side door only.")
finish(question, expected="8.30 - packers are in early to unload the Tesco van, it comes at 8.45", actual=reply)
