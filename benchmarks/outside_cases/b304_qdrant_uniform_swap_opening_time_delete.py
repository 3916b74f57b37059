"""Batch 304 (held out). A school uniform swap shop: qdrant collection of the PTA swap shop's notes, one root span
per note, one for Shaz's clear-out and one for the question; the clear-out deletes, by a payload filter, the
donations notes she has logged on the stock sheet, and one of them also carried the new opening time.

App: Brookfield High's PTA run a uniform swap shop before the new school year - blazers, jumpers, polos, ties, PE
kit, all free, donations in the tin for the PTA. The swap shop is on Sat 30th Aug 2042 in the school hall. Nadia
(who runs it) and Shaz (who does the stock) file notes into one qdrant collection (payload ``kind``: plan, stock,
donations, volunteers). Once a week's donations are on the stock sheet Shaz deletes the donations notes with a
filter on ``kind``; the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): Nadia's plan note (2042-07-14T20:15) has the swap shop Sat 30th Aug, 10-12, in the
school hall. Shaz's donations note of Weds 20.8. starts with what came in (3 bin bags from the Y11 leavers, 6
blazers, a box of ties) and says, after that, that Mr Lowe has the hall till 11 that Saturday for the Y11 resit
briefing - change of time, they open at 11 now, 11 till 1, same place. Shaz's clear-out (Fri 22/8) deletes the
donations notes, that one with them. Question (Mon 25/8, Kerry, a mum): "what time does the swap shop open on sat?
want to get there before all the 13-14 jumpers go 😅" -> expected 11 (the hall's got the Y11 resit briefing till
11; 11 till 1). The assistant says 10.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Shaz's Weds 20.8. note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 11 till 1, the resit briefing or Mr Lowe having the hall); the plan note's "10-12" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b304_qdrant_uniform_swap_opening_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brookfield-pta-uniform-swap-2042"
TIME = ("Weds 20.8. (Shaz) - donations this wk: 3 bin bags from the Y11 leavers 🙏 6 blazers + a box of ties. CHANGE "
        "OF TIME for the swap shop on sat - Mr Lowe's got the hall till 11 for the Y11 resit briefing so we open at 11 "
        "now, 11 till 1, same place")
NOTES = [
    (1, "plan", "Nadia", "2042-07-14T20:15 UNIFORM SWAP 👕 sat 30th aug, 10-12 in the school hall, everything FREE, "
                         "donations in the tin for the PTA. one of each item per child pls"),
    (2, "stock", "Shaz", "28/7 stocktake - blazers 41, jumpers 60ish, polos loads, ties 25, PE tops 30. sizes on the "
                         "tags, rails from the drama dept"),
    (3, "volunteers", "Nadia", "volunteers sat - me, Shaz, Tom's mum + 2 sixth formers for their DofE. setting up from "
                               "9.30"),
    (4, "donations", "Shaz", "Mon 11th Aug - 2 bags in the office from Mrs Hussain, all washed + named (names cut out "
                             "now), 4 jumpers 11-12, 2 skorts"),
    (5, "donations", "Shaz", TIME),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time does the swap shop open on sat? want to get there before all the 13-14 jumpers go 😅"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 22/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert TIME in before, before
    logged = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="donations"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=logged))

with turn_span("question Mon 25/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 25 August 2042. You are talking to Kerry, a parent at Brookfield High (the PTA uniform "
               "swap shop is Sat 30 Aug)."] + hits
    assert TIME not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("11 till 1", "resit", "till 11", "open at 11")), stored
    assert any("sat 30th aug, 10-12 in the school hall" in c for c in context), context
    reply = answer(question, context, mock="It opens at 10 - 10 till 12 in the school hall. Get there early for the "
                                           "jumpers!")
finish(question, expected="11 - the hall's got the Y11 resit briefing till 11, so it's 11 till 1", actual=reply)
