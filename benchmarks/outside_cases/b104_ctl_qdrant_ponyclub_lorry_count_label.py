"""Batch 104 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: the Weston Colville pony club keeps show and rally notes in one qdrant collection (one point per note); the
helper answers the parents and the lorry driver from a query.

Memory: for the Linton show (Sat 15/8) the club lorry (a 6-horse, Pete driving) leaves the yard at 7; the list is
Dobby, Sox, Muffin, Tinker, Bramble and Flash; Mrs Dale is hacking Muffin over, it's only 2 miles across the
fields and he hates the ramp; plus entry fees, Flash's passport and the tack check. Question (Fri 14/8, Pete):
"how many ponies am i taking in the lorry tmrw? need to fill the haynets tonight" The assistant says 5. The label
says 6, listing all six.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b104_ctl_qdrant_ponyclub_lorry_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "LINTON SHOW sat 15/8 - club lorry (the 6 horse) leaves the yard 7am sharp, Pete driving. ponies: Dobby, Sox, "
    "Muffin, Tinker, Bramble, Flash. kids in the parents' cars",
    "Mrs Dale says she'll hack Muffin over to Linton sat am - only 2 mi across the fields and he hates the ramp, "
    "took 40 mins to load him last time",
    "entries paid 10/8, £9 a class, numbers to collect from the secretary's tent",
    "Flash's passport still at home - Mrs Okoro bringing it sat, DONT forget, they check at Linton",
    "tack check thurs eve 6pm, clean bridles, plaits optional for the under 10s",
    "autumn rally 19/9 at the Lodge, forms out next wk",
]

client = QdrantClient(":memory:")
client.create_collection("wc-pony-club", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("wc-pony-club", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "how many ponies am i taking in the lorry tmrw? need to fill the haynets tonight"
vector = offline.embed(["Linton show lorry ponies Saturday hack Muffin"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("wc-pony-club", query=vector, limit=6).points]
context = ["Today is Fri 14 August 2037. You are talking to Pete, who drives the club lorry."] + hits
assert any("ponies: Dobby, Sox, Muffin, Tinker, Bramble, Flash" in c for c in context), context
assert any("hack Muffin over to Linton" in c for c in context), context
reply = answer(question, context, mock="Five - Dobby, Sox, Tinker, Bramble and Flash. Mrs Dale's riding Muffin "
                                       "over across the fields.")
finish(question, expected="6 - Dobby, Sox, Muffin, Tinker, Bramble and Flash", actual=reply)
