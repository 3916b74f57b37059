"""Batch 277 (held out). A dog walkers' rota: qdrant collection of the walkers' notes, one root span per note, one
for Lisa's clear-out and one for the question; the clear-out deletes, by a payload filter, the holiday cover notes
once the cover week is over, and one of them also carried a lasting change to the rota.

App: Pawprints (four dog walkers in Huddersfield - Lisa, who runs it, Dan, Priya and Marcus) share one rota. They
file notes into one qdrant collection (payload ``kind``: rota, keys, dogs, cover, invoices); when a holiday cover
week is over Lisa deletes the cover notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Lisa's rota note (2053-06-30T20:00) has Biscuit (Mrs Pearce's cockapoo) walked Mon
and Weds by Lisa and Thurs by Priya, 12-1. Lisa's cover note of Sat 2nd Aug sorts her week in Whitby and says,
after that, that from now on Dan's having Biscuit's Thursdays for good - Priya's started Thursday shifts at the vets
so she's giving them up, Mrs P knows. Lisa's clear-out (Mon 11/8) deletes the cover notes, that one with them.
Question (Weds 13/8, Lisa, for Mrs Pearce): "who's walking Biscuit tmrw? Mrs Pearce wants to know who to expect at
the door" -> expected Dan (he took Priya's Thursdays for good). The assistant says Priya.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Lisa's Sat 2nd Aug note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on "for good", the vets or Priya giving them up); the rota note's "thurs Priya" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b277_qdrant_dog_walkers_biscuit_thursday_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pawprints-rota-2053"
SWAP = ("Sat 2nd Aug (Lisa) - cover wk all sorted 👍 Marcus has my keys + the Crosland Moor lot. ALSO from now on "
        "Dan's having Biscuit's thursdays for good - Priya's started her thurs shifts at the vets so she's giving "
        "them up, Mrs P knows + is fine with it")
NOTES = [
    (1, "rota", "Lisa", "2053-06-30T20:00 ROTA from july 🐾 Lisa mon-weds Crosland Moor lot. Biscuit (Mrs Pearce's "
                        "cockapoo) mon + weds Lisa, thurs Priya, 12-1. Dan big dogs (Odin + Freya) daily 8am, Marcus "
                        "wkends only"),
    (2, "keys", "Priya", "keys - Mrs Pearce's in the blue key safe, code 4471. Odin's side gate NEVER leave it open"),
    (3, "dogs", "Lisa", "Biscuit - no off lead near the road, goes mad for squirrels, treats in the pouch ok, "
                        "towel her off b4 she goes in (cream carpet 😬)"),
    (4, "cover", "Lisa", "Mon 28/7 cover for w/c 4th Aug while I'm in Whitby - Marcus takes my mon-weds, Dan "
                         "helping him with the big dogs am"),
    (5, "invoices", "Dan", "invoices out last fri of the month, £12 a walk solo, £9 group. Mrs P pays by SO"),
    (6, "cover", "Lisa", SWAP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's walking Biscuit tmrw? Mrs Pearce wants to know who to expect at the door"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 11/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    cover_over = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="cover"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=cover_over))

with turn_span("question Weds 13/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 13 August 2053 (tomorrow is Thursday). You are talking to Lisa, who runs Pawprints "
               "dog walking."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("for good", "vets", "giving them up")), stored
    assert any("thurs Priya, 12-1" in c for c in context), context
    reply = answer(question, context, mock="Priya - she does Biscuit's Thursdays, 12 till 1.")
finish(question, expected="Dan - he took Biscuit's Thursdays for good when Priya started shifts at the vets",
       actual=reply)
