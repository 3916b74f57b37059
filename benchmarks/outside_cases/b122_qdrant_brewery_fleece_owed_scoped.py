"""Batch 122 (held out). A craft brewery's accounts helper: qdrant collection, the money query filtered to invoices,
script style (each call its own trace).

App: Ribble Hop Co., a four-barrel brewery, keeps its invoices, the drivers' delivery notes and odd notes in one
qdrant collection; each point has a ``kind`` payload ("invoice", "delivery", "note"). When someone asks what a pub
owes, the helper searches with a filter on ``kind == "invoice"``.

Planted fault (RetrievalError, filtered by scope): the Fleece has two March invoices unpaid, INV 1041 of 14/3 for
£312 and INV 1058 of 22.3. for £234. On his Thu 2/4 run Kev, the driver, took back a firkin of the Porter from
INV 1041 that had gone off (cloudy, smelt of vinegar) and wrote on his delivery note that Nadine agreed £78 comes off
what they owe. That is a delivery note, not an invoice, so the invoice-only query leaves it out. Question (Mon 13/4,
Lou, who does the books): "how much does the Fleece owe us? chasing march" -> expected £468 (312 + 234 - 78). The
assistant says £546.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the note that decides the sum is
in the collection and the same search without the filter finds it, but the search the app made could not return it.
Asserted: the unfiltered search returns Kev's note; the filtered one leaves it out; both unpaid invoices are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b122_qdrant_brewery_fleece_owed_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEV = ("drop Thu 2/4 - Fleece: 3 firkins pale in, took back the porter firkin off INV 1041, gone off (cloudy, "
       "smelt of vinegar). Nadine says fair enough so £78 comes off what they owe us, she'll pay the rest end of "
       "month. empties x5 back. Kev")
POINTS = [
    ("invoice", "INV 1032 Fleece (Nadine) - feb, 5 firkins pale ale, £190. PAID 3/3 bank transfer"),
    ("invoice", "INV 1041 Fleece 14/3 - 6 firkins pale + 2 porter, £312, 30 days, unpaid"),
    ("delivery", KEV),
    ("invoice", "INV 1058 Fleece 22.3. - 4 firkins pale, 1 pin of the stout, £234, unpaid"),
    ("invoice", "INV 1060 Packhorse 23/3 - 3 firkins, £117, paid cash to Kev"),
    ("delivery", "drop Tue 7/4 - Packhorse 2 firkins, White Lion 3 + a pin, all signed for, cellar at the Lion's a "
                 "tip again. Kev"),
    ("note", "Fleece cellar man is Baz, early doors only, back gate code 4471. Nadine's the landlady, pays late "
             "but pays"),
    ("note", "price list from 1/4: pale £39 a firkin, porter £39, stout pins £21, empties or £30 deposit"),
]

client = QdrantClient(":memory:")
client.create_collection("ribble-hop", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ribble-hop", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

vector = offline.embed(["Fleece owe us money invoice unpaid march off what they owe"])[0]
wide = [p.payload["text"] for p in client.query_points("ribble-hop", query=vector, limit=6).points]
assert KEV in wide, wide

invoices = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="invoice"))])
with fault():
    found = client.query_points("ribble-hop", query=vector, query_filter=invoices, limit=6).points
hits = [p.payload["text"] for p in found]
question = "how much does the Fleece owe us? chasing march"
context = ["Today is Mon 13 April 2037. You are talking to Lou, who does Ribble Hop's books."] + hits
assert KEV not in context and not any("£78" in c or "gone off" in c for c in context), context
assert any("INV 1041" in c and "£312" in c for c in context), context
assert any("INV 1058" in c and "£234" in c for c in context), context
reply = answer(question, context, mock="£546 - INV 1041 (£312, 14/3) and INV 1058 (£234, 22.3.) are both unpaid.")
finish(question, expected="£468 - £312 + £234 less the £78 for the porter firkin Kev took back", actual=reply)
