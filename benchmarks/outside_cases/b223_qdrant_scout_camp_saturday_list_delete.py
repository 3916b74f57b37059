"""Batch 223 (held out). A Scout group's summer camp: qdrant collection of leaders' notes, one root span per note, one
for the clear-out and one for the question; the quartermaster's clear-out of the shopping notes deletes the one that
also said why the Saturday afternoon had changed.

App: 1st Pontesbury Scouts camp at Walcot Wood from Fri 16th to Sun 18th July 2049 - patrol tents, cooking on
fires, a hike, an afternoon activity, campfire and a sing-song. The leaders keep every note in one qdrant collection
(payload ``kind``: plan, activities, tents, food, shopping); once the shopping is done, Carl (the quartermaster)
clears out the shopping notes (``client.delete(..., points_selector=FilterSelector(kind == shopping))``); the helper
answers parents from the 4 nearest notes.

Planted fault (DeletionError): the activities note (2049-05-20T21:05) has Saturday as the hike up the Stiperstones in
the morning, the climbing wall at the outdoor centre after lunch and the campfire and sing-song at night. Carl's
shopping note of Tue 6th July says he needs 4 blue barrels, 20m of rope and a bag of cable ties from Wickes for the
raft building on the pool sat pm, as the outdoor centre's climbing wall is shut for its safety check that weekend -
and, in passing, 10 loaves and 4 tubs of marg from the cash and carry. The clear-out (Thu 15th July, shopping all
done) deletes every shopping note, that one with them. Question (Thu 15/7 night, Josh's mum on the parents'
WhatsApp): "what are they doing on sat? Josh wants to know what to pack" -> expected the hike up the Stiperstones in
the morning, raft building on the pool in the afternoon, and the campfire and sing-song. The assistant lists the
climbing wall in the afternoon.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the shopping note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided what
the Scouts do on the Saturday afternoon. Asserted: the note is in the 4 nearest before the delete and gone from the
collection and the context after it (nothing on the raft, the barrels or the wall being shut); the activities
note's climbing wall line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b223_qdrant_scout_camp_saturday_list_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

COLL = "1st-pontesbury-scouts-camp-2049"
SHOPPING = ("Tue 6th July shopping - 4 blue barrels, 20m of rope + a bag of cable ties from Wickes for the raft "
            "building on the pool sat pm, outdoor centre's climbing wall is shut for its safety check that wknd 😤 "
            "ALSO 10 loaves + 4 tubs of marg from the cash + carry")
NOTES = [
    ("plan", "2049-04-28T19:40 SUMMER CAMP ⛺ fri 16th - sun 18th july, Walcot Wood. drop off fri 6.30ish, pick up sun "
             "2pm. £45 incl food, 24 going"),
    ("activities", "2049-05-20T21:05 activities - sat: hike up the Stiperstones am (packed lunch), climbing wall at "
                   "the outdoor centre after lunch, campfire + sing song at night. sun: pioneering then strike camp"),
    ("tents", "tents - 4 patrol tents + the leaders' ridge, Dan checking the poles 14/6, the big dixies are in the "
              "store"),
    ("food", "food - patrols cook their own on fires, menus by 1/7 pls, sausages + beans fri, chilli sat, bacon "
             "butties sun"),
    ("shopping", SHOPPING),
    ("shopping", "shopping - 3 lots of firelighters + matches, bin bags, loo roll x 24 lol, washing up liquid"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])

question = "what are they doing on sat? Josh wants to know what to pack"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert SHOPPING in before, before

with turn_span("clear-out Thu 15th July"):
    shopping = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="shopping"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=shopping))

with turn_span("question Thu 15/7"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 15 July 2049. You are talking to Josh's mum; Josh is going on 1st Pontesbury Scouts' "
               "summer camp at Walcot Wood (Fri 16 - Sun 18 July)."] + hits
    assert SHOPPING not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("raft", "barrels", "shut")), stored
    assert any("climbing wall at the outdoor centre after lunch" in c for c in context), context
    reply = answer(question, context, mock="Saturday's the hike up the Stiperstones in the morning (packed lunch), the "
                                           "climbing wall at the outdoor centre after lunch, then the campfire and a "
                                           "sing-song at night.")
finish(question, expected="the hike up the Stiperstones in the morning, raft building on the pool in the afternoon "
                          "(the climbing wall's shut), then the campfire and sing-song",
       actual=reply)
