"""Batch 287 (held out). A food bank's volunteer shifts: qdrant collection of the coordinators' notes, one root span
per note, one for Linda's month-end clear-out and one for the question; the clear-out deletes, by a payload filter,
the shift-swap notes (one-offs, done with), and one of them also carried a lasting change to the Saturday shift.

App: Brighouse Community Food Bank run warehouse shifts (sorting Tue and Thu, deliveries and sorting on Saturday
morning) and distribution sessions at St Paul's hall. Linda (the volunteer coordinator) and Raj (the warehouse
lead) file notes into one qdrant collection (payload ``kind``: rota, rules, collections, swaps, warehouse). At the
end of each month Linda deletes the swaps notes with a filter on ``kind``; the helper answers from the 4 nearest.

Planted fault (DeletionError): Linda's rota note (2051-01-04T10:15) has the Saturday warehouse shift 9.30-12.30.
Her swaps note of Sat 4th Feb starts with Tony and Pete swapping (Tony's grandson's christening) and goes on: Tesco
say the surplus van comes at quarter to 9 from now on, not 10, so the Saturday warehouse shift starts at 8.30 from
next week, for good - she'll redo the sheet. Linda's clear-out (Tue 28/2) deletes the swaps notes, that one with
them. Question (Fri 3/3, Sam, a new volunteer): "what time's the sat warehouse shift start? it's my first one
tomorrow, don't want to be late 😬" -> expected 8.30 (the Tesco van comes at quarter to 9 now). The assistant says
9.30.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 4th Feb note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 8.30, quarter to 9 or the surplus van); the rota note's "sat 9.30-12.30" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b287_qdrant_food_bank_sat_shift_start_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brighouse-foodbank-volunteers-2051"
VAN = ("Sat 4th Feb - Tony + Pete swapped today, Tony's grandson's christening next sat. ALSO Tesco say the surplus "
       "van's coming at quarter to 9 from now on not 10 🙄 so sat warehouse starts 8.30 from next wk, for good not "
       "just a one off. I'll redo the sheet")
NOTES = [
    (1, "rota", "Linda", "2051-01-04T10:15 ROTA 🥫 warehouse: tues + thurs 10-1 sorting, sat 9.30-12.30 deliveries + "
                         "sorting. distribution weds + fri 12-3 at St Paul's hall. sign up on the sheet or text me"),
    (2, "rules", "Linda", "hi vis on in the loading bay ALWAYS, nobody lifts a crate on their own, check dates - past "
                          "BB goes on the 'ask' shelf not the bin"),
    (3, "collections", "Raj", "14/1 Tesco Extra collection sat 28th jan 10-4, need 6 per 2hr slot, trolleys from the "
                              "warehouse"),
    (4, "swaps", "Linda", "Weds 18/1 Maureen's swapping her thurs 26th for Gill's tues 31st, both fine by me"),
    (5, "swaps", "Linda", VAN),
    (6, "warehouse", "Raj", "28.1. new shelving's up in the back room - tins left, pasta + cereal right, toiletries "
                            "in the cage. keys in the key safe, code's on the rota sheet"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's the sat warehouse shift start? it's my first one tomorrow, don't want to be late 😬"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 28/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert VAN in before, before
    done_with = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swaps"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done_with))

with turn_span("question Fri 3/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 3 March 2051. You are talking to Sam, a new volunteer at Brighouse Community Food "
               "Bank."] + hits
    assert VAN not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("8.30", "quarter to 9", "surplus van")), stored
    assert any("sat 9.30-12.30 deliveries" in c for c in context), context
    reply = answer(question, context, mock="9.30 - Saturday warehouse is 9.30 till 12.30, deliveries and sorting. "
                                           "Hi vis on in the loading bay!")
finish(question, expected="8.30 - it moved earlier for good because the Tesco surplus van comes at quarter to 9 now",
       actual=reply)
