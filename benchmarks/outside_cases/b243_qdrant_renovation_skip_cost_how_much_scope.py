"""Batch 243 (held out). A home renovation with builders: qdrant collection of the household's renovation notes,
script style (every call its own trace); for a "how much" question the helper asks only the money, quotes and skip
notes, and the note with the skip permit's extra cost was filed under deliveries.

App: Rachel and Imran Ahmed are having their kitchen and dining room knocked through (Hanson & Son, builders)
in May 2049. They file notes into one qdrant collection with a payload ``kind`` (plan, quotes, money, deliveries,
skip, trades); for a "how much" question the helper asks only the money, quotes and skip notes (a
``query_filter`` on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the skip note of 2049-05-06T18:20 has an 8 yard skip
from Calder Skips, £260 for 2 weeks, the road permit included. Rachel's note of Thurs (20 May) starts with the
deliveries (bricks and blocks on the drive, the steel coming next Tues) and says, in passing, that the skip man
came - the council permit only covers 14 days and the job's going well over, so he's extending the skip and the
permit another 2 weeks, £70 on top, he'll invoice it with the rest. It was filed as deliveries. Question (Sat 22/5,
Imran): "how much is the skip costing us all in? putting it in the spreadsheet" -> expected £330 (£260 + £70 for
the extra 2 weeks). The scoped query returns the skip, money and quotes notes; the assistant says £260.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): Rachel's Thurs
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no
context line has £70 or "extending"; the £260 skip note is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b243_qdrant_renovation_skip_cost_how_much_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ahmed-kitchen-knock-through-2049"
EXTRA = ("Thurs - bricks + blocks came from Travis Perkins, pallet's on the drive so park on the road 🙄 steel comes "
         "next Tues. skip man came by too, the council permit's only 14 days + we're going well over so he's "
         "extending the skip + permit another 2 wks, £70 on top, he'll put it on the same invoice. skip costing us "
         "a fortune lol")
NOTES = [
    (1, "plan", "2049-04-22T19:10 builders (Hanson & Son) start mon 10th may, knock thru kitchen/dining wk 1-2, "
                "steel in, then plastering + the kitchen fitters mid june hopefully"),
    (2, "quotes", "quotes in: Hanson £18,400 for the knock thru + making good, plasterer (Gav) £1,150 separate, "
                  "sparky £640 for the extra sockets + the lights. all excl the skip"),
    (3, "skip", "2049-05-06T18:20 skip booked - Calder Skips, 8 yard, £260 for 2 wks incl the road permit, comes "
                "sat morning, cones + lights on it at night"),
    (4, "money", "paid Hanson the 1st stage £4,000 (bank transfer 11/5), next stage when the steel's in. skip's on "
                 "us not them"),
    (5, "deliveries", EXTRA),
    (6, "trades", "the 21st - Gav the plasterer can do w/c 7th june, sparky 1st fix next wk"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how much is the skip costing us all in? putting it in the spreadsheet"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert EXTRA in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["money", "quotes", "skip"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 22 May 2049. You are talking to Imran Ahmed, whose kitchen and dining room are being "
           "knocked through by Hanson & Son."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("£70", "extending")), context
assert any("£260 for 2 wks incl the road permit" in c for c in context), context
reply = answer(question, context, mock="£260 - that's the 8 yard skip from Calder Skips for 2 weeks, road permit "
                                       "included.")
finish(question, expected="£330 - £260 for the first 2 weeks plus £70 to extend the skip and permit 2 more weeks",
       actual=reply)
