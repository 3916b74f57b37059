"""Batch 280 (held out). A landlord's notes on tenancies and repairs: qdrant collection, script style (every call its
own trace); for a "who" question the helper asks only the repairs and contractors notes, and the note naming the
engineer actually booked was filed under rent.

App: Graham lets three places - two flats at 14 Albert Rd and a terrace at 9 Savile Tce - and keeps his notes in a
qdrant collection with a payload ``kind`` (rent, repairs, contractors, tenancy, gas_safety) picked from how each note
starts. For a "who's coming" question the helper asks only the repairs and contractors notes
(``query_filter`` on ``kind`` in [repairs, contractors], the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Graham's repairs note of 2087-04-28 has the boiler at
14 Albert Rd flat 2 banging and losing pressure, and Steve Hirst (Gas Safe) coming when he can. His note of Mon 12
May starts with Priya's rent coming in (so it was filed as rent) and says, in passing, that the boiler's doing the
banging thing again, Steve's off with his back, so he's booked Ahmed from Calder Gas Services instead, Tue 20th,
8-12 slot. Question (Sat 17/5, Graham's wife Jan, who's texting Priya): "who's coming to do the boiler at Albert Rd
on tues? need to tell Priya who to let in" -> expected Ahmed from Calder Gas Services (Steve's off with his back).
The scoped query returns the repairs and contractors notes; the assistant says Steve Hirst.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Mon 12 May note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions Ahmed, Calder Gas or Steve's back; the repairs note's Steve Hirst is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b280_qdrant_landlord_boiler_engineer_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "graham-lets-notes"
BOOKED = ("Mon 12 May - Priya's rent in, £695, on time for once 😅 she says the boiler's doing the banging thing "
          "again. Steve Hirst's off with his back (3 wks min) so I've booked Ahmed from Calder Gas Services instead, "
          "tue 20th, 8-12 slot, £65 call out")
NOTES = [
    (1, "tenancy", "2087-01-06 Albert Rd fl 2 - Priya Shah, AST 12 months from 1/2, £695 pcm, deposit £800 in the "
                   "DPS. she works shifts at the Royal so ring after 11am"),
    (2, "gas_safety", "gas safety certs - Albert Rd both flats due 30/6, Savile Tce done Nov. Steve does them, £60 "
                      "a cert"),
    (3, "repairs", "2087-04-28 boiler at 14 Albert Rd fl 2 banging + losing pressure again 🙄 rang Steve Hirst (Gas "
                   "Safe), he'll come when he can, told Priya to top up the pressure to 1.5 meanwhile"),
    (4, "contractors", "contractors - gas: Steve Hirst 07700 900412. non gas plumbing: Kwik Fix on Bridge St. roof + "
                       "gutters: Baz Kershaw. sparky: Leanne @ LW Electrical"),
    (5, "rent", BOOKED),
    (6, "repairs", "Sat 3/5 Savile Tce - back gate hinge gone, Baz says he'll do it w/ the gutters when it's dry"),
    (7, "rent", "rent check 1st May - all in except Savile Tce, Jake paid the 3rd, said his wages were late"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])

question = "who's coming to do the boiler at Albert Rd on tues? need to tell Priya who to let in"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert BOOKED in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["repairs", "contractors"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 17 May 2087. You are talking to Jan, Graham's wife, who helps with his lettings (14 Albert "
           "Rd flats 1 + 2, 9 Savile Tce)."] + hits
assert BOOKED not in hits and not any(w in c.lower() for c in context
                                      for w in ("ahmed", "calder gas", "his back")), context
assert any("rang Steve Hirst (Gas Safe)" in c for c in context), context
reply = answer(question, context, mock="Steve Hirst - he's the Gas Safe engineer Graham rang about the banging "
                                       "boiler at flat 2.")
finish(question, expected="Ahmed from Calder Gas Services - Steve Hirst's off with his back", actual=reply)
