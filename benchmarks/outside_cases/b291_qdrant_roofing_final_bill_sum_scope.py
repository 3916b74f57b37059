"""Batch 291 (held out). A roofing firm's job notes: qdrant collection, script style (every call its own trace);
for a "how much" question the helper asks only the quote and extras notes, and the note with one of the extras was
filed under scaffold.

App: Hartley & Sons Roofing (Sowerby Bridge) are re-roofing the Okafors' semi at 23 Beech Rd in May 2050 - strip,
felt, batten and tile, new lead round the chimney, scaffold for two weeks. Tina (the office) and Gary (the foreman)
file the job's notes into one qdrant collection with payload ``kind`` (quote, extras, scaffold, materials,
schedule, skip); for a "how much" question the helper asks only the quote and extras notes (a ``MatchAny`` filter
on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Tina's quote note (2050-04-11T09:30) has the re-roof at
£6,200 all in, VAT included; her extras note of 12/5 has new lead flashing round the chimney, £180, agreed with Mr
Okafor on the phone. Gary's note of Weds 18 May starts with the scaffold (the alarm went off, the scaffold firm
moved a lift) so it was filed as scaffold, and says in passing that once the gutters were off three fascia boards
at the front were rotten through, £65 a board to replace, Mr O said crack on. Question (Fri 27/5, Mr Okafor):
"what's the final bill going to be? want to move the money over from the savings" -> expected £6,575 (£6,200 +
£180 lead + 3 x £65 fascia). The scoped query returns only the quote and the lead notes; the assistant says
£6,380.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Gary's Weds 18 May note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no
context line has £65 or "rotten"; the £6,200 quote and the £180 lead are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b291_qdrant_roofing_final_bill_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hartley-roofing-okafor-23-beech-rd"
FASCIA = ("Weds 18 May (Gary) - scaffold alarm went off at 3am again 🙄 Baxters came + moved a lift, sorted. once the "
          "gutters were off, 3 fascia boards at the front are rotten thru, £65 a board to replace, rang Mr O + he "
          "said crack on. bill goes up by that")
NOTES = [
    (1, "quote", "Tina", "2050-04-11T09:30 QUOTE accepted - Okafor, 23 Beech Rd: strip + re-felt, batten, re-tile in "
                         "Marley Modern, new ridge, £6,200 all in (VAT incl), payment on completion, no deposit"),
    (2, "extras", "Tina", "12/5 extras - new lead flashing round the chimney, old stuff's cracked, £180, agreed w/ "
                          "Mr Okafor on the phone, add to the final bill"),
    (3, "scaffold", "Gary", "Mon 9th May scaffold up (Baxters), 2 wks hire, alarm code's on the whiteboard"),
    (4, "materials", "Gary", "tiles + battens delivered tues, stacked on the drive on pallets, Mrs O knows not to "
                             "park there"),
    (5, "schedule", "Gary", "10/5 stripped the back, felted + battened, front tmrw weather permitting"),
    (6, "scaffold", "Gary", FASCIA),
    (7, "skip", "Tina", "skip swap booked for thurs 19th, the old one's full of tiles + nails, free as it's in the "
                        "price"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "what's the final bill going to be? want to move the money over from the savings"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert FASCIA in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["quote", "extras"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 27 May 2050. You are talking to Mr Okafor, whose roof at 23 Beech Rd Hartley & Sons are "
           "re-doing."] + hits
assert FASCIA not in hits and not any(w in c.lower() for c in context for w in ("£65", "rotten")), context
assert any("£6,200 all in" in c for c in context), context
assert any("lead flashing round the chimney, old stuff's cracked, £180" in c for c in context), context
reply = answer(question, context, mock="£6,380 - that's the £6,200 quote plus £180 for the new lead round the "
                                       "chimney, payable on completion.")
finish(question, expected="£6,575 - £6,200 quote + £180 chimney lead + 3 rotten fascia boards at £65", actual=reply)
