"""Batch 195 (held out). A community garden's seed swap: qdrant collection, script style (every call its own
trace); the clear-out of the hall-booking notes deletes the note that said the hall is short of trestles.

App: Clun Community Garden's seed swap is Sat 12th March 2044 in the Memorial Hall, 10-1 - swap tables by crop (beans
and peas, brassicas, flowers, toms and chillies...), a talk, teas, and the garden's own saved seed in envelopes. Bev
(the garden's secretary) keeps the notes in one qdrant collection, each with a ``tag`` (plan, tables, talks, hall);
once the hall is paid for and the keys sorted, a clear-out deletes the "hall" notes
(``client.delete(..., points_selector=FilterSelector(tag == "hall"))``); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2044-01-24T19:15) has 14 tables, 10 of the hall's trestles plus 4 of
the garden's own pasting tables. Bev's note of 22.2., tagged "hall" (it's mostly Doreen the hall bookings lady - £30,
keys from hers Fri 6ish, heating on from 9), says in passing that there are only 6 trestles left in the hall store,
the rest went to the school for sports day and never came back. Her note of Weds 2 Mar says the hall's paid and the
keys sorted; the clear-out then deletes both hall notes. The tables note has the 4 pasting tables already coming
from the garden shed. Question (Thu 10/3, Mike, who has a van): "how many tables do we need to bring in ourselves for
sat? I can fit some in the van" -> expected 8 (14 wanted, only 6 of the hall's trestles). The assistant says 4 (the
garden's 4 pasting tables, the hall doing 10).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 22.2. note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the top 4 before the delete and gone from the collection and the context after it
(nothing on 6 trestles or sports day); the plan note's 10 + 4 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b195_qdrant_seed_swap_tables_short_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clun-garden-seed-swap-2044"
SHORT = ("hall - Doreen (bookings) says £30 for the morning, keys from hers fri 6ish, she'll put the heating on from "
         "9. btw only 6 trestles left in the hall store 😬 the rest went to the school for sports day + never came "
         "back, so we'll be short on tables")
NOTES = [
    (1, "plan", "2044-01-24T19:15", "SEED SWAP 🌱 sat 12th march Memorial Hall 10-1. 14 tables - 10 of the hall's "
                                    "trestles + 4 of our pasting tables. tables by crop, labels pls"),
    (2, "talks", "9/2", "talk at 11 - Glyn on saving your own tomato seed (the fermenting jam jar trick), 20 mins. "
                        "projector off the school"),
    (3, "hall", "22.2.", SHORT),
    (4, "tables", "2044-02-27T10:05", "tables - beans + peas, brassicas, roots, toms + chillies, flowers, herbs, "
                                      "squash, misc. our 4 pasting tables coming from the garden shed, Mike's van"),
    (5, "hall", "Weds 2 Mar", "hall paid ✅ £30 cash to Doreen, keys sorted for fri. she says leave the chairs "
                              "stacked by the stage"),
    (6, "plan", "7/3", "teas - Jan + Rhiannon, 50p a cuppa, cake 1.30pm sell-off whatever's left. envelopes + "
                       "pencils on every table"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, tag, day, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day, "tag": tag, "by": "Bev"})])

question = "how many tables do we need to bring in ourselves for sat? I can fit some in the van"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert SHORT in before, before
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="tag", match=models.MatchValue(value="hall"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 10 March 2044. You are talking to Mike, who is bringing his van to Clun Community Garden's "
           "seed swap (Sat 12 March, Memorial Hall)."] + hits
assert SHORT not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("6 trestles", "sports day", "short on tables")), stored
assert any("10 of the hall's trestles + 4 of our pasting tables" in c for c in context), context
reply = answer(question, context, mock="4 - just the garden's 4 pasting tables from the shed; the hall's doing the "
                                       "other 10 trestles.")
finish(question, expected="8 - 14 tables wanted and the hall's only got 6 trestles left", actual=reply)
