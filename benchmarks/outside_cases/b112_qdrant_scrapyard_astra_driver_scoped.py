"""Batch 112 (held out). A scrapyard's collections book: qdrant collection, the helper's search filtered to
collection notes, script style (each call its own trace).

App: Hendry's Auto Salvage logs every call in one qdrant collection with a ``kind`` payload ("collection",
"payment", "staff"). The helper answers Carol in the office with a query filtered to the kind it thinks fits.

Planted fault (RetrievalError, filtered by scope): the collections sheet has the Astra at 9 Fenwick St down for Dave
on Thurs. Dave's note (kind "staff") says he's at the hospital w his dad thurs, Kev's taking the flatbed and doing
his Thurs jobs incl Fenwick St. The query filtered to kind "collection" leaves it out. Question (Wed 14/10, Carol):
"who's getting the astra from fenwick st tmrw?" -> expected Kev, the yard lad. The assistant says Dave.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()). Asserted: the unfiltered query
returns Dave's note; the filtered one leaves it out; the collection line naming Dave is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b112_qdrant_scrapyard_astra_driver_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("dave - at the hosp w my dad thurs (his op), sorry. kev's having the flatbed + doing my thurs jobs "
        "inc the fenwick st one, keys are on the hook")
POINTS = [
    ("collection", "THURS 15/10 collections - Dave: silver astra 9 Fenwick St (mr Nolan, no keys, flat tyres, "
                   "bring the skates), then the 2 corsas at Clegg's garage. pay Nolan £150 on the day"),
    ("staff", SWAP),
    ("collection", "fri - kev: transit van Moor Lane, owner says it starts but we'll see lol. £220"),
    ("payment", "Nolan wants cash for the astra not transfer, ok'd by Pete"),
    ("staff", "kev passed his trailer test 2/10!! can take the flatbed now"),
    ("collection", "clegg's - 2 corsas, both cat N, £90 each, paid monthly on acc"),
    ("payment", "copper price down again this wk, 5.40 a kilo"),
]

client = QdrantClient(":memory:")
client.create_collection("hendrys-book", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("hendrys-book", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "who's getting the astra from fenwick st tmrw?"
vector = offline.embed(["astra fenwick st thurs collection driver flatbed"])[0]
wide = [p.payload["text"] for p in client.query_points("hendrys-book", query=vector, limit=7).points]
assert SWAP in wide, wide

only_collections = models.Filter(must=[models.FieldCondition(key="kind",
                                                             match=models.MatchValue(value="collection"))])
with fault():
    found = client.query_points("hendrys-book", query=vector, query_filter=only_collections, limit=7)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Wed 14 October 2037. You are talking to Carol in the office."] + hits
assert SWAP not in context and not any("hosp" in c for c in context), context
assert any("Dave: silver astra 9 Fenwick St" in c for c in context), context
reply = answer(question, context, mock="Dave - it's first on his Thursday list, then the two Corsas at Clegg's.")
finish(question, expected="Kev from the yard, Dave's off with his dad", actual=reply)
