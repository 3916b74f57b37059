"""Batch 87 (held out). A small B&B's bookings: qdrant collection with the booking screen's query filtered by kind,
script style (each call its own trace).

App: Carol runs Heron Cottage B&B (three rooms, Wells-next-the-Sea). Bookings (kind "booking"), guests' emails she
pastes in (kind "guest_email"), housekeeping bits (kind "housekeeping") and breakfast notes (kind "breakfast") all go
into one qdrant collection. The arrivals screen asks about guests by querying with a ``kind == "booking"`` filter.

Planted fault (RetrievalError, filtered by scope): Mrs Lindqvist's email of 30/5 says Stena moved their ferry, they
land at Harwich on the Thursday evening and will drive up and be at Heron Cottage on Fri 10th about 4, not the
Wednesday; keep the room for the Sunday as booked. Carol pasted it as kind "guest_email", so the arrivals query
leaves it out; the booking (Wed 8/6 - Sun 12/6, room 2) is in. Question (Tue 7/6, Carol's daughter Ellie, doing the
rooms this week): "what day are the Lindqvists getting here?" -> expected Friday (the 10th). The assistant says
Wednesday the 8th.

Expected verdict: RetrievalError at qdrant.query_points (the filtered query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the filtered one leaves it out, and the booking is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b87_qdrant_bnb_arrival_day_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("from Mrs Lindqvist 30/5: hej Carol! Stena have moved our ferry so we land Harwich thurs evening now, we "
         "will drive up in the morning and be with you Friday 10th about 4pm. please keep the room until sunday as "
         "booked, we still pay all nights of course. Anders says thank you for the bird watching tips")
POINTS = [
    ("booking", "LINDQVIST x2 (Swedish couple) - wed 8/6/33 to sun 12/6, rm 2 (sea view dbl), 4 nts @ £115, card on "
                "file, 25% dep pd. arr. after 3"),
    ("booking", "Mr + Mrs Patel rm 1 thu 9 - sat 11 June, anniversary, asked abt prosecco in the room"),
    ("guest_email", "Dr Hughes (rm 3, 10-12 june) - can she bring her old lab, he sleeps in the car, fine by me"),
    ("housekeeping", "rm 2 shower head replaced 2/6, the extractor fan still rattles, ring Steve"),
    ("breakfast", "Patels - she's vegan, get the oat milk + the vegan sausages from the Co-op"),
    ("guest_email", EMAIL),
    ("booking", "Dr Hughes rm 3 (single) fri 10/6 - sun 12/6, 2 nights, paid in full via booking.com"),
    ("housekeeping", "window cleaner weds 8th am, move the car off the drive"),
    ("breakfast", "eggs from Manor Farm tues + fri, 3 doz, leave the box out"),
]

client = QdrantClient(":memory:")
client.create_collection("heron-cottage", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("heron-cottage", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "what day are the Lindqvists getting here?"
vector = offline.embed(["Lindqvist arrival day arriving room 2 when getting here"])[0]
wide = [p.payload["text"] for p in client.query_points("heron-cottage", query=vector, limit=5).points]
assert EMAIL in wide, wide

with fault():
    hits = client.query_points("heron-cottage", query=vector, limit=5, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="booking"))])).points
context = ["Today is Tue 7 June 2033. You are talking to Ellie, who's doing the rooms this week."] + \
          [h.payload["text"] for h in hits]
assert EMAIL not in context and not any("ferry" in c.lower() or "Friday 10th" in c for c in context), context
assert any(c.startswith("LINDQVIST x2") for c in context), context
reply = answer(question, context, mock="Wednesday - the 8th. They're in room 2, the sea view double, arriving "
                                       "after 3.")
finish(question, expected="Friday", actual=reply)
