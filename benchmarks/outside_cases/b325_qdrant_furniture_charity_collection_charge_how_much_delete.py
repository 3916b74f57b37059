"""Batch 325 (held out). A repair-and-reuse furniture charity: qdrant collection of the staff's notes, one root span
per note, one for Mandy's clear-out and one for the question; the clear-out deletes, by a payload filter, the
collections notes once they're logged in the van book, and one of them also carried the new collection charge.

App: Second Chance Furniture in Sowerby Bridge collect unwanted furniture in their van, fix it up in the workshop
(new backs, re-rushing, sanding and oiling) and sell it cheap in the showroom, with free pieces for people the
council's housing team refer. Mandy (the manager) and Terry (the van driver) file notes into one qdrant collection
(payload ``kind``: prices, collections, workshop, showroom, rota). Once a week's collections are logged in the van
book Mandy deletes the collections notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Mandy's prices note (2051-02-10T10:00) has the collection charge at £15 in HX6/HX7
and £25 further out (Todmorden, Halifax town etc), free for housing referrals. Her collections note of Fri 24th Mar
starts with the week's collections (the dining set from Mytholmroyd's a beauty, Jim's on it; the wardrobe's too
big for the showroom) and says in passing that the trustees met on Weds - fuel's gone daft, so from 1st April it's
£20 flat for any collection wherever, still free for housing referrals. Her clear-out (Tue 28/3) deletes the
collections notes, that one with them. Question (Mon 3/4, Ellie on the phone desk): "what do I tell the lady in
Todmorden for the collection charge? 3 seater + a dresser, she's on hold" -> expected £20 (flat rate from 1st
April). The assistant says £25.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Mandy's Fri 24th Mar note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on £20, a flat rate, fuel or the trustees); the prices note's "£25 further out" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b325_qdrant_furniture_charity_collection_charge_how_much_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "second-chance-furniture-notes"
CHARGE = ("Fri 24th Mar (Mandy) - this wk's collections all done 🚐 the dining set from Mytholmroyd's a beauty, Jim's "
          "on it, wardrobe from Luddenden's too big for the showroom so it's going on FB. trustees met weds - fuel's "
          "gone daft so from 1st April it's £20 flat for any collection wherever, still free for housing referrals")
NOTES = [
    (1, "prices", "Mandy", "2051-02-10T10:00 collection charges - £15 in HX6/HX7, £25 further out (Todmorden, "
                           "Halifax town etc), free if it's a referral from the housing team. no mattresses, no sofas "
                           "w/o the fire label"),
    (2, "workshop", "Mandy", "workshop tues-sat 9-3, Jim + the Thurs lot. paint + oil in the metal cupboard, masks "
                             "on for sanding!!"),
    (3, "showroom", "Mandy", "16.2. showroom sat 10-3, weds 10-2, card machine's behind the till, nothing reserved "
                             "more than 3 days"),
    (4, "rota", "Terry", "Terry - van days tues + thurs, 2 man jobs need Kev or Sam, ring the day b4 to check access "
                         "(stairs!!)"),
    (5, "collections", "Terry", "Mon 20/3 collections this wk - tues wardrobe + 2 bedside tables Luddenden, thurs "
                                "dining set + 6 chairs Mytholmroyd, 2 man job"),
    (6, "collections", "Mandy", CHARGE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what do I tell the lady in Todmorden for the collection charge? 3 seater + a dresser, she's on hold"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 28/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CHARGE in before, before
    in_van_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="collections"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_van_book))

with turn_span("question Mon 3/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 3 April 2051. You are talking to Ellie, on the phone desk at Second Chance Furniture."] \
        + hits
    assert CHARGE not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("£20", "flat", "fuel", "trustees")), stored
    assert any("£25 further out (Todmorden" in c for c in context), context
    reply = answer(question, context, mock="£25 - Todmorden's outside HX6/HX7, so it's the further-out rate.")
finish(question, expected="£20 - it's a flat £20 for any collection from 1st April (the trustees put it up for fuel)",
       actual=reply)
