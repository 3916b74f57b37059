"""Batch 242 (held out). A rowing club's regatta: qdrant collection of the club's regatta notes, one root span per
note and one for the question; for a "which boat" question the helper asks only the crews and boats notes, and the
note that moved a crew into another boat was filed under the trailer.

App: Calder Rowing Club take crews to Hollingworth Lake regatta on Sat 17th June 2051 - a women's masters double, a
mixed coxed four, a J16 quad and a men's novice eight, boats on the club trailer, racing from 9, a gazebo and the
cake tin. Bev (the captain), Phil (who does the trailer) and Ian (the boatman) file notes into one qdrant collection
(payload ``kind``: crews, boats, times, trailer, food); for a "which boat" question the helper asks only the crews
and boats notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ian's boats note of 2051-05-22T19:45 has the W masters
2x in the Kestrel, the mixed 4+ in the Janet Hebden, the J16 4x in the Ann Sutcliffe and the novice 8 in the club
eight. Phil's note of Weds 7/6 starts with the trailer loading (Fri 16th 6.30pm, need 4 bodies, straps in the
shed), so it was filed as trailer, and says, in passing, that the Janet Hebden's got a cracked rigger from
Sunday's outing so the mixed 4+ are in the Spirit of Calder instead, Ian's getting the rigger welded for after.
Question (Thu 15/6, Rach, bow in the mixed four): "which boat are we in for the mixed 4+? want to check the
footplates before it goes on the trailer" -> expected the Spirit of Calder (the Janet Hebden has a cracked rigger).
The scoped query returns the boats and crews notes; the assistant says the Janet Hebden.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): the Weds 7/6 note
is in the collection (7 notes) and among the question's 5 nearest with no filter, but the kind filter kept it from
the context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no
context line has the Spirit of Calder or the cracked rigger; the boats note's "mixed 4+ in the Janet Hebden" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b242_qdrant_regatta_mixed_four_which_boat_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-rc-hollingworth-regatta-2051"
SWAP = ("Weds 7/6 (Phil) trailer - loading fri 16th 6.30pm sharp, need 4 bodies min, straps + rigger bags are in the "
        "shed. oh + the Janet Hebden's got a cracked rigger from sunday's outing 😬 so the mixed 4+ are in the Spirit "
        "of Calder instead, Ian's getting the rigger welded for after")
NOTES = [
    (1, "crews", "Bev", "2051-05-15T20:30 REGATTA 🚣 crews for Hollingworth sat 17th june: W masters 2x Helen + Sue, "
                        "mixed 4+ Rach (bow) Tom Jo Dev, cox Lily, J16 4x the Hirst twins + Amy + Kit, novice 8 the "
                        "learn to row lot"),
    (2, "boats", "Ian", "2051-05-22T19:45 boats for the regatta - W masters 2x in the Kestrel, mixed 4+ in the Janet "
                        "Hebden, J16 4x in the Ann Sutcliffe, novice 8 in the club eight. blades: own for the 2x, "
                        "club blues for the rest"),
    (3, "times", "Bev", "2/6 draw's out - W Mas 2x 10.40, mixed 4+ 1.15, J16 4x 11.50, nov 8 3.30. boated 40 mins "
                        "b4 ur race pls"),
    (4, "trailer", "Phil", SWAP),
    (5, "food", "Bev", "Fri 9th - gazebo + the cake tin are coming, Sue's doing flapjack. bring ur own lunch, cafe "
                       "at the lake is £££"),
    (6, "times", "Bev", "Tue 13th - car share list's on the board, leaving the boathouse 7am sat, Jo's driving the "
                        "minibus. 1st race 9ish so no dawdling"),
    (7, "food", "Sue", "14/6 flapjack's done 😋 + Jo's bringing her lemon drizzle. suncream + a hat pls, no shade at "
                       "the lake"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])

question = "which boat are we in for the mixed 4+? want to check the footplates before it goes on the trailer"
with turn_span("question Thu 15/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert SWAP in wider, wider
    scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["crews", "boats"]))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 15 June 2051. You are talking to Rach, bow in Calder Rowing Club's mixed coxed four at "
               "Hollingworth Lake regatta (Sat 17 June)."] + hits
    assert SWAP not in hits and not any(w in c.lower() for c in context
                                        for w in ("spirit of calder", "cracked", "rigger welded")), context
    assert any("mixed 4+ in the Janet Hebden" in c for c in context), context
    reply = answer(question, context, mock="The Janet Hebden - that's the boat Ian's put the mixed 4+ in for the "
                                           "regatta.")
finish(question, expected="the Spirit of Calder - the Janet Hebden's got a cracked rigger", actual=reply)
