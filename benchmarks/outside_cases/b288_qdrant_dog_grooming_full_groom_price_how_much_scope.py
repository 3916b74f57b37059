"""Batch 288 (held out). A dog grooming salon: qdrant collection of the salon's notes, script style (every call its
own trace); for a "how much" question the helper asks only the prices, bookings and customers notes, and the note
with the new de-matting charge was filed under supplies.

App: Muddy Paws Grooming in Sowerby Bridge - Jo (the owner), Lisa and Megan, full grooms, bath-and-tidy, nails, a
hydrobath, six-weekly regulars. Jo files the salon's notes into one qdrant collection with payload ``kind``
(prices, bookings, supplies, staff, customers); for a "how much" question the helper asks only the prices, bookings
and customers notes (a payload filter ``kind`` in those three, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jo's price list of 2050-01-06T09:00 has a full groom for
a medium dog (cockapoo, cocker, westie) at £42 and de-matting at £8 on top. Her note of Thurs 15th Feb starts with
the shampoo order and the clipper blades back from sharpening (so it was filed as supplies) and says, in passing,
that Lisa says the matted ones are taking an extra hour and knackering the blades, so from 1st March de-matting's
£12 not £8 - Jo agrees, put a sign up. Question (Tue 12/3, Mrs Okoye): "how much will it be for Bramble's full groom
on sat? she's matted behind her ears again 🙈" -> expected £54 (£42 for a cockapoo + £12 de-matting). The scoped
query returns the price list, Bramble's customer note and a bookings note; the assistant says £50.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Thurs 15th Feb note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£12 or "knackering"; the £42 medium groom and the £8 de-matting are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b288_qdrant_dog_grooming_full_groom_price_how_much_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "muddy-paws-notes-2050"
PRICE = ("Thurs 15th Feb - shampoo order in (the oatmeal one for itchy skins), clipper blades back from sharpening 🙏 "
         "Lisa says the matted ones are taking her an extra hr + knackering the blades so from 1st March de-matting's "
         "£12 not £8 on a full groom. I agree, put a sign up by the till")
NOTES = [
    (1, "prices", "2050-01-06T09:00 PRICE LIST 2050 ✂️ full groom - small (yorkie, shih tzu) £35, medium (cockapoo, "
                  "cocker, westie) £42, large (doodles, goldens) £55+. bath + tidy £25. de-matting £8 extra on a full "
                  "groom. nails £8 on their own"),
    (2, "bookings", "4/2 sats booking up 3 wks ahead now 😅 £10 deposit for new customers, no-shows pay in full"),
    (3, "supplies", PRICE),
    (4, "staff", "Megan in tues/weds/sat from March, Lisa thurs-sat, me every day but mon"),
    (5, "customers", "Mon 26th - Bramble (Mrs Okoye's cockapoo) 6 wkly, mats behind the ears every single time, always "
                     "needs de-matting, good as gold on the table tho"),
    (6, "bookings", "1st March - online booking page is live!! pick the size of dog + it tells them the price"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Jo"})
                            for pid, kind, text in NOTES])

question = "how much will it be for Bramble's full groom on sat? she's matted behind her ears again 🙈"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["prices", "bookings", "customers"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 12 March 2050. You are talking to Mrs Okoye, whose cockapoo Bramble is a regular at Muddy "
           "Paws Grooming."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("£12", "knackering")), context
assert any("medium (cockapoo, cocker, westie) £42" in c for c in context), context
assert any("de-matting £8 extra" in c for c in context), context
reply = answer(question, context, mock="£50 - £42 for a full groom on a medium dog like Bramble, plus £8 for the "
                                       "de-matting.")
finish(question, expected="£54 - £42 for a cockapoo's full groom plus £12 de-matting (it went up on 1st March)",
       actual=reply)
