"""Batch 123 (held out). A church flower rota: qdrant collection, a tidy-up that keeps one rota note per month and
deletes the rest as duplicates, one root span per step (loading, tidy-up, question).

App: the flower ladies of St Michael's keep the monthly rotas, the odd notes (where the oasis is, the flower fund)
and the swaps in one qdrant collection; each point has ``kind`` ("rota", "note", "costs") and, for rota points,
``month``. A tidy-up job keeps the first rota point of each month and deletes any later ones, taking them for
re-posts of the same rota.

Planted fault (DeletionError): the May rota (posted 14/3) has Brenda on Sun 16th (Whitsun - white + gold) and Jean
on Sun 30th. Margaret's note of Tue 7/4, filed as a May rota point, says Brenda and Jean have swapped - Jean's
grandson is being christened at St Michael's on the 16th so she'd like to do them herself (she's paying the extra
for the lilies) and Brenda's on the 30th instead; also Irene can't lift the big urn now so Val does the pedestal.
The tidy-up deletes that note as a second May rota. Question (Thu 23/4, Brenda): "which sunday am i on flowers in
may? want to get my order in with the wholesaler" -> expected Sun 30th May. The assistant says Sun 16th (Whitsun).

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the swap that decides the date was in
the collection and found before the tidy-up, and the delete removed it while it still held. Asserted: the swap note
is found before the delete and gone from the collection and the context after it; the May rota line with Brenda on
the 16th is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b123_qdrant_flowers_brenda_sunday_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 7/4 re MAY - Brenda + Jean have swapped. Jean's grandson's being christened here on the 16th so she'd "
        "like to do them herself (she's paying the extra for the lilies), Brenda's on the 30th instead. also "
        "Irene can't lift the big urn now so Val to do the pedestal on the 9th. Margaret")
POINTS = [
    ("rota", "apr", "APRIL flowers: Sun 5th Easter - everyone, 9am sat 4th!! 12th Pat, 19th Irene, 26th Brenda. £25 "
                    "each from the fund, Easter lilies separate"),
    ("rota", "may", "MAY flowers (14/3): Sun 2nd Jean, 9th Val + Irene (pedestal), 16th Brenda - Whitsun, white + "
                    "gold pls, 23rd Pat, 30th Jean. £25 each from the flower fund, receipts to Hilary"),
    ("note", None, "oasis + wire in the vestry cupboard, top shelf. DON'T use the green buckets, they're for the font. "
                   "old oasis in the compost not the bin"),
    ("rota", "may", SWAP),
    ("costs", None, "flower fund £312 after Easter (lilies were £86!). Hilary wants receipts by the end of the month "
                    "pls, in the envelope in the vestry"),
    ("rota", "jun", "JUNE: 7th Val, 14th Jean, 21st Pat - flower festival wk, 4 pedestals, 28th Irene"),
]
COLL = "st-michaels-flowers"

client = QdrantClient(":memory:")
with turn_span("load rota"):
    client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
    client.upsert(COLL, points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0],
                           payload={"kind": kind, "text": text, **({"month": month} if month else {})})
        for i, (kind, month, text) in enumerate(POINTS, 1)])

vector = offline.embed(["which sunday Brenda flowers May"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert SWAP in before, before

with turn_span("tidy-up duplicate rotas"):
    rotas, _ = client.scroll(COLL, scroll_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="rota"))]), limit=100, with_payload=True)
    first, dupes = {}, []
    for p in sorted(rotas, key=lambda p: p.id):
        if p.payload["month"] in first:
            dupes.append(p.id)
        else:
            first[p.payload["month"]] = p.id
    assert dupes == [4], dupes
    with fault():
        client.delete(COLL, points_selector=models.PointIdsList(points=dupes))

question = "which sunday am i on flowers in may? want to get my order in with the wholesaler"
with turn_span("question Thu 23/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100, with_payload=True)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
    context = ["Today is Thu 23 April 2037. You are talking to Brenda, one of the St Michael's flower ladies."] + hits
    assert SWAP not in stored and not any("swapped" in c or "christened" in c for c in stored + context), stored
    assert any("16th Brenda - Whitsun" in c for c in context), context
    reply = answer(question, context, mock="Sun 16th May - it's Whitsun, so white and gold please. £25 from the "
                                           "flower fund, receipts to Hilary.")
finish(question, expected="Sun 30th May - she swapped with Jean, who's doing the 16th for her grandson's christening",
       actual=reply)
