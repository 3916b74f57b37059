"""Batch 194 (held out). A Scout group's supermarket bag pack: qdrant collection, one root span per note and one for
the clear-out and the question; the clear-out of the store's paperwork notes deletes the note that put the tills up.

App: 1st Shifnal Scouts' Christmas bag pack is Sat 12th Dec 2043 at the Tesco Extra in Telford, 9-5 in 2-hour slots,
for next summer's camp in Kandersteg - scouts pack at the tills in pairs (one packing, one with the bucket), leaders
and parents on the rota. Jo (the group's bag pack organiser, a parent) keeps the notes in one qdrant collection, each
with a ``tag`` (plan, rota, buckets, store); once the store's form is signed and the insurance sent, a clear-out
deletes the "store" notes (``client.delete(..., points_selector=FilterSelector(tag == "store"))``); the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): the plan note (2043-10-21T20:00) has 8 tills open, 2 scouts a till, so 16 on each
slot. Jo's note of 24.11., tagged "store" (it's mostly Gareth the store manager's do's and don'ts - no collecting in
the foyer, no rattling buckets), says in passing that Gareth's opening all 12 tills that Sat as it's the Christmas
rush, so they'll need 2 on every till, 24 a slot. The note of Weds 2 Dec says the form's signed and the insurance
cert emailed; the clear-out then deletes both store notes. The rota note has 14 names for the 1-3 slot. Question
(Thu 10/12, Steve, a leader doing the 1-3 slot): "how many more do we need for the 1-3 slot? I've got 14 names" ->
expected 10 (12 tills x 2 = 24, 14 signed up). The assistant says 2 (8 tills x 2 = 16).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 24.11. note was in the
collection and in the top 4 for the question before the delete, and the delete removed it while it still decided the
count. Asserted: the note is in the top 4 before the delete and gone from the collection and the context after it
(nothing on 12 tills or 24 a slot); the plan note's 8 tills line and the 14 names are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b194_qdrant_scouts_bag_pack_helpers_short_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "1st-shifnal-scouts-bag-pack-dec-2043"
TILLS = ("Gareth (store manager) - his do's + don'ts: no collecting in the foyer, scouts at the tills only, no "
         "rattling buckets, full uniform 👍 oh + he's opening all 12 tills that sat, xmas rush, so we need 2 on every "
         "till = 24 a slot not 16 😬")
NOTES = [
    (1, "plan", "2043-10-21T20:00", "BAG PACK 🛒 sat 12th dec Tesco Extra 9-5, 2 hr slots (9-11, 11-1, 1-3, 3-5). 8 "
                                    "tills open, 2 scouts a till (one packing, one on the bucket) so 16 on each "
                                    "slot. all for Kandersteg"),
    (2, "buckets", "14/11", "buckets - 12 from the county store, labels printed, Jo's got the float bags. counting "
                            "at HQ after, 5.30ish"),
    (3, "store", "24.11.", TILLS),
    (4, "rota", "2043-11-30T19:45", "rota so far - 9-11 16 ✅, 11-1 15, 1-3 14 names (Steve's slot), 3-5 11. "
                                    "explorers said they'd do the 3-5 if needed"),
    (5, "store", "Weds 2 Dec", "form signed + back to Gareth ✅ insurance cert emailed. risk assessment on the "
                               "group drive"),
    (6, "plan", "5/12", "leaders on each slot - Steve 1-3, Amy 9-11 + 11-1, Raj 3-5. hot choc at HQ after 😊"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, tag, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "tag": tag, "by": "Jo"})])

question = "how many more do we need for the 1-3 slot? I've got 14 names"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 2 Dec"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert TILLS in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="tag", match=models.MatchValue(value="store"))])))

with turn_span("question Thu 10/12"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 10 Dec 2043. You are talking to Steve, the leader on the 1-3 slot of 1st Shifnal "
               "Scouts' bag pack (Sat 12 Dec, Tesco Extra)."] + hits
    assert TILLS not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("12 tills", "24 a slot", "every till")), stored
    assert any("8 tills open, 2 scouts a till" in c for c in context), context
    assert any("1-3 14 names" in c for c in context), context
    reply = answer(question, context, mock="2 more - 8 tills with 2 scouts on each is 16 for the slot, and you've "
                                           "got 14.")
finish(question, expected="10 more - all 12 tills are open that sat, 2 a till = 24, you've got 14", actual=reply)
