"""Batch 376 (held out). A matatu SACCO's route notes: qdrant collection of the stage office's notes, script style
(every call its own trace); for a "how much" question the helper asks only the fares, fuel and remittance notes,
and the note with the new peak fare was filed under the meeting.

App: Mto Safi Express Sacco run the Kijiji Mpya - town route. Otieno (the stage manager) files the office's notes
into one qdrant collection with payload ``kind`` (fares, fuel, remittance, shifts, meeting); for a "how much"
question the helper asks only the fares, fuel and remittance notes (a ``kind`` filter with MatchAny, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Otieno's fares note of 02/03/2026 has Kijiji Mpya - town
at 100 bob peak (6-9am, 5-8pm) and 70 off-peak. His note of Sat 14/03/2026 starts with the members' meeting (the
AGM date, the welfare kitty, the new makanga uniforms - so it was filed as meeting) and says, in passing, that with
diesel where it is the committee agreed peak fare to town ni 120 from Mon 16th, not 100, off-peak stays 70. Question
(Tue 17/03/2026, Auma, a regular): "tuko 4 tunaenda town kesho 7am, tunarudi saa nane (2pm) - fare ni ngapi total?"
-> expected 760 bob (4 x 120 peak + 4 x 70 off-peak). The scoped query returns the fares, fuel and remittance
notes; the assistant says 680.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the 14/03 note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
120 or "committee"; the 100 peak and 70 off-peak are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b376_qdrant_matatu_peak_fare_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mto-safi-express-stage-2026"
FARE = ("Sat 14/03/2026 meeting ya members 📝 AGM ni Sat 28th, welfare kitty iko 41,300, makangas uniforms mpya "
        "(maroon) by end month. na fare: with diesel ilivyo committee imekubali peak fare ya town ni 120 from Mon "
        "16th, si 100 tena. off-peak inabaki 70")
NOTES = [
    (1, "fares", "02/03/2026 FARES Kijiji Mpya - town: peak (6-9am, 5-8pm) ni 100 bob, off-peak 70. wanafunzi na "
                 "uniform 50 off-peak only. makanga asichaji zaidi ya hiyo"),
    (2, "fuel", "05/03 diesel 182.40 at the Kwa Mbogo pump, fill up before 6am. receipts kwa group kila siku"),
    (3, "remittance", "Mon 9th remittance target 3,500 per gari per day, paybill 804417 acc ni plate, by 9pm"),
    (4, "shifts", "10/03/2026 shifts: Mwangi + Kip mornings 5am-2pm, Juma + Omondi 2pm-close. Sunday rota "
                  "iko kwa board"),
    (5, "meeting", FARE),
    (6, "shifts", "Thu 12th Omondi ako off kesho, Juma anachukua KDA 552Q whole day"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Otieno"})
                            for pid, kind, text in NOTES])

question = "tuko 4 tunaenda town kesho 7am, tunarudi saa nane (2pm) - fare ni ngapi total?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert FARE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["fares", "fuel", "remittance"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 17 March 2026. You are talking to Auma, a regular passenger on Mto Safi Express Sacco's "
           "Kijiji Mpya - town route."] + hits
assert FARE not in hits and not any(w in c.lower() for c in context for w in ("120", "committee")), context
assert any("peak (6-9am, 5-8pm) ni 100 bob, off-peak 70" in c for c in context), context
reply = answer(question, context, mock="680 bob - 4 x 100 peak to town in the morning plus 4 x 70 off-peak coming "
                                       "back at 2pm.")
finish(question, expected="760 bob - 4 x 120 peak (the new fare from Mon 16th) plus 4 x 70 off-peak", actual=reply)
