"""Batch 131 (held out). A food co-op's order book: qdrant collection (async client), a clear-out of delivered
orders, asyncio.

App: Hillside Food Co-op keeps its orders, suppliers' invoices and payment notes in one qdrant collection, each point
with a ``kind`` payload ("order", "invoice" or "supplier") and orders with a ``status`` ("open" or "delivered").
At the start of each month a clear-out task deletes the delivered orders so the helper's answers stay on the
current round.

Planted fault (DeletionError): May's invoice from Greenfields (the veg wholesaler) is in: £212.60, due 5th June, by
BACS. The note that marks the 14/4 Greenfields order as delivered (Weds, 2 trays of toms squashed, Sue rang them)
also says they're giving us a credit note for £18.40 to come off the next invoice. The clear-out deletes every
delivered order, that note with them. Question (2037-06-02, Nadia, the treasurer): "how much do we send greenfields
for may? doing the BACS tonight" -> expected £194.20 (£212.60 less the £18.40 credit). The assistant says £212.60.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault(), in the clear-out task): the note that
decides the sum was in the collection and found before the clear-out, and the delete removed it while it still
held. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
£212.60 invoice line is in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b131_qdrant_coop_greenfields_credit_delete", ["qdrant", "litellm"])

from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TOMS = ("Greenfields order 14/4 - came weds, 2 trays of toms squashed flat, Sue rang them + they're doing us a credit "
        "note £18.40 off the next invoice. rest fine, spuds v good this time")
POINTS = [
    ({"kind": "invoice"}, "Greenfields invoice for MAY in - £212.60, due 5th June, BACS to the usual acct, ref HFC-05"),
    ({"kind": "order", "status": "delivered"}, TOMS),
    ({"kind": "order", "status": "open"}, "Greenfields order for 9/6 - 3 sacks spuds, 2 trays toms, onions, 6 "
                                          "cauli, bananas x2 boxes. Sue to phone it in by Fri 5th"),
    ({"kind": "supplier"}, "Greenfields - veg wholesaler, deliver tues/weds 8.30-5, ask for Tina in accounts"),
    ({"kind": "order", "status": "delivered"}, "Suma dry goods order 28/4 - all there, oats + lentils in the back "
                                               "store. paid on the card"),
    ({"kind": "invoice"}, "Suma invoice apr £346.15 - PAID 30/4"),
    ({"kind": "order", "status": "delivered"}, "eggs from Brook Farm, 20 doz, 16th may, paid cash £50 from the tin"),
]
COLL = "hillside-coop"
vector = offline.embed(["how much greenfields may invoice pay send bacs credit"])[0]
delivered = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="order")),
                                models.FieldCondition(key="status", match=models.MatchValue(value="delivered"))])


async def clear_out(client: AsyncQdrantClient) -> None:
    with fault():
        await client.delete(COLL, points_selector=models.FilterSelector(filter=delivered))


async def main():
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
    await client.upsert(COLL, points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})
        for i, (meta, text) in enumerate(POINTS, 1)])
    before = [p.payload["text"] for p in (await client.query_points(COLL, query=vector, limit=4)).points]
    assert TOMS in before, before

    await asyncio.create_task(clear_out(client), name="june-clear-out")

    stored = [p.payload["text"] for p in (await client.scroll(COLL, limit=50))[0]]
    hits = [p.payload["text"] for p in (await client.query_points(COLL, query=vector, limit=4)).points]
    question = "how much do we send greenfields for may? doing the BACS tonight"
    context = ["Today is 2037-06-02. You are talking to Nadia, treasurer of Hillside Food Co-op."] + hits
    assert TOMS not in stored and not any("18.40" in c for c in stored + context), stored
    assert any("£212.60" in c for c in context), context
    reply = answer(question, context, mock="£212.60 - due 5th June, ref HFC-05.")
    finish(question, expected="£194.20 - the £212.60 invoice less the £18.40 credit note for the squashed toms",
           actual=reply)


asyncio.run(main())
