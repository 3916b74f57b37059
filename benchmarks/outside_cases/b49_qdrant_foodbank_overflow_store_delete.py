"""Batch 49 (held out). A church food bank's noticeboard: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: St Luke's food bank (runs from the church hall; coordinator Pauline, Rev Ann the vicar, volunteer driver
Gary). Volunteers post notes as points with payload ``{"kind", "status", "text"}`` (kind: pledge, rota, stock,
info; status: open or done) and the assistant answers from a query over all of them. On Mondays Pauline clears out
the pledges that have been collected (``delete`` with a filter on ``kind == "pledge"`` and ``status == "done"``) so
the board only shows what's still to come. Eleven points, 2 - 15 June 2026.

Planted fault (DeletionError): the note closing the Co-op pledge also carried news about where the overflow stock
goes: "Co-op pledge DONE - Gary got the 14 crates sat in the van, mostly pasta + tinned toms. nb Rev Ann says no
more stuff in the vestry, damp's got into the boxes, so extra tins go in the old scout hut behind the hall from
now on, key's in the safe (code same as the office)". Monday's clear-out deletes it. Question (Tue 16/6): "where
are we keeping the extra tins now?" -> expected the old scout hut behind the hall. The assistant says the vestry.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the Co-op note is a hit
of the app's query before the delete, and is neither stored nor in the context after; the older vestry note is in
the context. Another reading: none that we see; nothing else mentions the scout hut.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b49_qdrant_foodbank_overflow_store_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COOP = ("Co-op pledge DONE - Gary got the 14 crates sat in the van, mostly pasta + tinned toms. nb Rev Ann says no "
        "more stuff in the vestry, damp's got into the boxes, so extra tins go in the old scout hut behind the hall "
        "from now on, key's in the safe (code same as the office)")
POINTS = [
    ("info", "open", "opening: tues 10-12 + thurs 5-7, sat 10-11.30 emergency parcels only (need a referral)"),
    ("stock", "open", "overflow: when the hall cupboards are full, extra tins + dry goods in the vestry, stack on "
                      "the pallets not the floor"),
    ("pledge", "done", "Tesco Extra community champion - 6 bags toiletries + nappies, collected 3/6, thanks sent"),
    ("rota", "open", "June rota - tues Pauline + Bernie, thurs Kwame + the Scouts' leaders, sat Gary on call"),
    ("pledge", "open", "Harvest Church youth group collecting cereal + UHT milk, dropping off thurs 18th pm"),
    ("stock", "open", "v low on: tinned meat, UHT milk, toilet roll, size 5 nappies. plenty of pasta (again)"),
    ("pledge", "done", COOP),
    ("info", "open", "Trussell referral forms - in the blue folder, Pauline signs them off"),
    ("pledge", "done", "Mrs Adeyemi's lot from the WI - 3 boxes, baked beans + soup, dropped tues"),
    ("rota", "open", "Kwame away 25/6, Bernie swapping onto thurs that wk"),
    ("stock", "open", "use-by check every first tues, anything within 2 wks goes out first, red sticker"),
]

client = QdrantClient(":memory:")
client.create_collection("st-lukes-board", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("st-lukes-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "where are we keeping the extra tins now?"
vector = offline.embed(["extra tins overflow stock where stored"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("st-lukes-board", query=vector, limit=6).points]
assert COOP in before, before

# Monday 15 June: clear out the pledges that have been collected
with fault():
    client.delete("st-lukes-board", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="pledge")),
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("st-lukes-board", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("st-lukes-board", query=vector, limit=6).points]
context = ["Today is Tue 16 June 2026."] + hits
assert COOP not in stored and COOP not in context, context
assert any("extra tins + dry goods in the vestry" in c for c in context), context
assert not any("scout hut" in c for c in context + stored), context
reply = answer(question, context, mock="In the vestry - stacked on the pallets, not on the floor.")
finish(question, expected="The old scout hut behind the hall (key in the safe) - the vestry's got damp",
       actual=reply)
