"""Batch 129 (held out). A school uniform swap shop's notes: qdrant collection, a half-term clear-out of the weekly
notices, one root span per note and one for the clear-out and the question.

App: the PTA at Hillside Primary runs a uniform swap shop and keeps its notes in one qdrant collection - the shop's
standing info (``kind`` "about"), the weekly notices that go out in the parents' bulletin (``kind`` "notice", with the
term ``week``) and the donations log. Notices are taken as one-week news, so at half term the app deletes every
notice up to that week.

Planted fault (DeletionError): the "about" record has the shop in the school library, Thursdays 3.15-4 and the first
Saturday of the month 10-12. The week-4 notice (Thu 30/4) says, between a bag of age 7-8 sweatshirts from Mrs Hale
and a plea for PE bags, that the shop's in the old music room by the hall from now on - in by the side gate on Elm
Rd - as the library's becoming the new SEN base; Mrs Patel says the room's ours to keep. The half-term clear-out
(after week 6) deletes notices up to week 6, that one with them. Question (Tue 16/6, Nadia, new on the PTA, doing the
reception welcome evening): "where's the swap shop these days? the new reception parents will ask" -> expected the
old music room by the hall, in by the side gate on Elm Rd. The assistant says the school library.

Expected verdict: DeletionError at qdrant.delete (the clear-out, wrapped in fault()): the notice that decides where
the shop is was in the collection and found before the clear-out, and the delete removed it while it still held.
Asserted: the week-4 notice is found before the delete and is gone from the collection and the context after it; the
"about" record with the library is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b129_qdrant_swapshop_room_notice_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hillside-swap-shop"
NOTICE = ("swap shop this wk - big bag of age 7-8 sweatshirts in from Mrs Hale, thank you! + we're in the old music "
          "room by the hall from now on, in by the side gate on Elm Rd - library's becoming the new SEN base so "
          "Mrs Patel says the room's ours to keep. still desperate for PE bags")
NOTES = [
    ({"kind": "about"}, "SWAP SHOP - school library, thurs 3.15-4 + 1st sat of the month 10-12. everything free, "
                        "donations tin for the PTA. clean + named-tape-removed pls"),
    ({"kind": "donation"}, "donations log 14/4 - 6 book bags, 11 polo shirts (age 5-6), 2 coats, 1 pr school shoes "
                           "size 13 (nearly new!)"),
    ({"kind": "notice", "week": 2}, "swap shop - summer dresses in now, sizes 4-5 to 9-10, gingham + the stripy "
                                    "ones. book bags going fast"),
    ({"kind": "notice", "week": 4}, NOTICE),
    ({"kind": "donation"}, "donations log 6/5 - Year 6 leavers' hoodies x3 (2036), 8 sweatshirts age 9-10, a "
                           "bin bag of odd socks (?!)"),
    ({"kind": "notice", "week": 5}, "swap shop - sat 6th june is on, Gemma + Lou running it, 10-12. bring a bag"),
    ({"kind": "notice", "week": 6}, "swap shop - half term next wk so no thurs session, back thurs 11th"),
    ({"kind": "notice", "week": 7}, "swap shop - reception welcome evening weds 24th, Nadia's doing a stand"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (payload, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={**payload, "text": text})])

vector = offline.embed(["where is the swap shop room library music room side gate"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert NOTICE in before, before

with turn_span("half-term clear-out"):
    old_notices = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="notice")),
                                      models.FieldCondition(key="week", range=models.Range(lte=6))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=old_notices))

question = "where's the swap shop these days? the new reception parents will ask"
with turn_span("question Tue 16/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
    context = ["Today is Tue 16 June 2037. You are talking to Nadia, new on the Hillside Primary PTA."] + hits
    assert NOTICE not in stored and not any("music room" in c for c in stored + context), stored
    assert any("SWAP SHOP - school library" in c for c in context), context
    reply = answer(question, context, mock="In the school library - Thursdays 3.15-4 and the first Saturday of the "
                                           "month 10-12.")
finish(question, expected="the old music room by the hall - in by the side gate on Elm Rd (the library's the SEN "
                          "base now)", actual=reply)
