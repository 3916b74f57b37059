"""Batch 295 (held out). An ice cream van round: qdrant collection of the family firm's notes, one root span per
note, one for Gina's clear-out and one for the question; the clear-out deletes, by a payload filter, the stock
notes once the order has gone to the wholesaler, and one of them also carried the moved Brookfield stop.

App: Capaldi's Ices run two vans round the estates in summer 2051 - Mondays Lowtown and the Crescent, Tuesdays
Fairfield, Wednesdays Hill Top, Thursdays Brookfield and Moorside, weekends the park. Tony (who drives) and Gina
(who does the books and the ordering) file notes into one qdrant collection (payload ``kind``: round, prices, van,
stock). Once an order has gone in Gina deletes the stock notes with a filter on ``kind``; the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Tony's round note (2051-04-28T19:00) has Thursday's Brookfield stop on the corner of
Elm Rd by the bus shelter, 6.15 to 6.45. Gina's stock note of Tue 11 July starts with next week's order (24
vanilla, 8 mint choc, flakes, Twisters) and says, after it, that the Brookfield residents' lot have complained about
the chimes by the bus shelter, so from this Thursday the van stops in the community centre car park instead, same
time, and no chimes after 7. Gina's clear-out (Weds 12/7) deletes the stock notes, that one with them. Question
(Thu 13/7, Gino, Tony's nephew, covering the round): "where do I stop on Brookfield tonight? covering for uncle
Tony 🍦" -> expected the community centre car park (not the bus shelter - the residents complained about the
chimes). The assistant says the corner of Elm Rd by the bus shelter.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Gina's Tue 11 July note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the community centre or the complaint); the round note's "corner of Elm Rd by the bus
shelter" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b295_qdrant_ice_cream_van_brookfield_stop_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "capaldis-ices-2051"
STOP = ("Tue 11 July (Gina) - order for nxt wk: 24 vanilla, 8 mint choc, flakes x4, Twisters x2 boxes, Booker "
        "Weds. ALSO the Brookfield residents' lot have complained about the chimes by the bus shelter 🙄 so from this "
        "thurs we stop in the community centre car park instead, same time, + no chimes after 7 pls Tony")
NOTES = [
    (1, "round", "Tony", "2051-04-28T19:00 SUMMER ROUND 🍦 from sat 6th may. mon Lowtown + the Crescent, tues "
                         "Fairfield, weds Hill Top, thurs Brookfield (corner of Elm Rd by the bus shelter, 6.15-6.45) "
                         "+ Moorside after, fri off, sat + sun the park"),
    (2, "prices", "Tony", "prices this yr - 99 £2.50, double 99 £3.20, screwball £2.80, lollies from £1. sauce + "
                          "sprinkles free (kids'll rob u blind otherwise 😂)"),
    (3, "van", "Tony", "14/6 big van's MOT'd, chimes fixed, generator serviced. Greensleeves only, NOT the Match of "
                       "the Day tune Gino"),
    (4, "stock", "Gina", "Fri 30/6 order in - 20 tubs vanilla, 6 strawberry, 4 mint choc, 3 boxes flakes, cones x "
                         "1000. low on screwballs"),
    (5, "stock", "Gina", STOP),
    (6, "round", "Tony", "weds 28/6 Hill Top's been brilliant, the new flats are good for 30 odd cones a nite"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where do I stop on Brookfield tonight? covering for uncle Tony 🍦"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 12/7"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert STOP in before, before
    ordered = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="stock"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=ordered))

with turn_span("question Thu 13/7"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 13 July 2051. You are talking to Gino, who's driving Capaldi's Ices' van round tonight "
               "for his uncle Tony."] + hits
    assert STOP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("community centre", "complain")), stored
    assert any("corner of Elm Rd by the bus shelter" in c for c in context), context
    reply = answer(question, context, mock="On the corner of Elm Rd by the bus shelter, 6.15 till 6.45, then on to "
                                           "Moorside.")
finish(question, expected="the community centre car park - residents complained about the chimes by the bus shelter",
       actual=reply)
