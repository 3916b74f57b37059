"""Batch 214 (held out). A bell tower's open day: qdrant collection of notes, two ringers filing notes from their own
threads; then the clear-out of the booking notes deletes the one that added a third payment.

App: St Michael's, Chirbury open the tower for Heritage Open Days on Sat 18th Sept 2049, 10-4 - tours up the tower
every half hour, ringing demos by the band and visitors from Clun, handbells in the nave, cake and teas in the north
aisle. Geoff (the tower captain) and Helen (the tower secretary, who pays the bills) each file notes into one qdrant
collection (payload ``kind``: costs, ringing, tours, cake, bookings) from their own phones - here two threads; once
every tour place is booked Helen clears out the booking notes (``client.delete(...)`` with a filter on kind); the
helper answers from the 4 nearest notes (``query_points(..., limit=4)``).

Planted fault (DeletionError): Geoff's first note (2049-07-20T21:00) has the money going out - Ernie the bellhanger
checking the ropes and clappers the week before, £60, and the harness hire for the belfry ladder, £45, Helen to pay
both on the day. His bookings note of 3/9 says 41 of the 48 tour places are gone - and, in passing, that the diocese
insurance people want a first aider at the bottom of the ladder all day and St John's will do it for a £40
donation, another one for Helen to pay out on the day. Helen's clear-out (Fri 10/9, all 48 places gone) deletes
every booking note, that one with them. Question (Weds 15/9, Helen): "what's the total I'm paying out on sat? want
to write the cheques before" -> expected £145 (£60 + £45 + £40). The assistant says £105 (Ernie and the harness).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the bookings note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
total. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on St John's, a first aider or £40); the first note's £60 and £45 line is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b214_qdrant_belltower_payout_total_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "chirbury-tower-openday-2049"
BOOKINGS = ("bookings 3/9 - 41 of the 48 tour places gone 🎉 10.30 + 11 are full. oh + the diocese insurance ppl "
            "want a first aider at the bottom of the ladder all day, St John's will do it for a £40 donation - "
            "another one to pay out on the day Helen, sorry!")
NOTES = {
    "geoff": [
        ("costs", "2049-07-20T21:00 OPEN DAY 🔔 sat 18th sept 10-4, heritage open days. money out: Ernie (the "
                  "bellhanger) checking the ropes + clappers the wk before, £60, + the harness hire for the belfry "
                  "ladder £45. Helen to pay both on the day"),
        ("ringing", "ringing demos 11, 1 + 3 - our band + 4 from Clun. handbells in the nave at 2, ear defenders "
                    "for anyone going up to the belfry"),
        ("bookings", BOOKINGS),
    ],
    "helen": [
        ("tours", "tours every half hr 10.30-3.30, 6 a go (it's the stairs), about 40 mins, rope rail on the spiral, "
                  "NO flip flops"),
        ("cake", "cake in the north aisle - Pam's rota, tea £1, cake £1.50, float £25 from the tin. Mrs Davies is "
                 "doing her bara brith 😋"),
        ("bookings", "28/8 tour bookings open on the website, 48 places, free but donations in the box pls. I'll "
                     "check them weds + sats"),
    ],
}
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()
ids = iter(range(1, 100))


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            with lock:
                pid = next(ids)
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's the total I'm paying out on sat? want to write the cheques before"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 10/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert BOOKINGS in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bookings"))])))

with turn_span("question Weds 15/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Weds 15 Sept 2049. You are talking to Helen, secretary of St Michael's Chirbury tower; she "
               "pays the bills for the tower open day (Sat 18 Sept)."] + hits
    assert BOOKINGS not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("st john", "first aider", "£40")), stored
    assert any("£60, + the harness hire for the belfry ladder £45" in c for c in context), context
    reply = answer(question, context, mock="£105 - £60 to Ernie for checking the ropes and clappers and £45 for the "
                                           "harness hire.")
finish(question, expected="£145 - £60 to Ernie, £45 for the harness hire and the £40 donation to St John's for the "
                          "first aider the insurance want", actual=reply)
