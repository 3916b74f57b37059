"""Batch 55 (held out), control. A piano teacher's fees notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Mrs Harriet Lowe (piano lessons from home, Wymondham) keeps pupils, fees and invoices as qdrant points with
payload ``{"kind", "text"}``; the assistant answers from a query. Tobi and Ada Okoro have a 30-minute lesson each,
back to back on Wednesdays, ten lessons this term at £19; a second child from the same family gets 10% off. Her
rough sum before she knocked the sibling bit off was 2 x 10 x £19 = £380; the bill is £190 + £171 = £361.

No fault planted. Question (Mon 7/9, Harriet sending invoices): "how much is the Okoros' bill for this term?" The
model answers £361, right per memory. The label says £380, the rough sum from before the sibling discount. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b55_ctl_qdrant_piano_okoro_fees_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("fees", "autumn 2026: 30 min £19, 45 min £27, 1 hr £35. 10 lessons this term (no lesson wk of 26/10). 2nd "
             "child same family 10% off theirs - been doing that since 2023"),
    ("pupil", "Tobi Okoro, 10, weds 4.00, 30 mins, G2 spring maybe"),
    ("pupil", "Ada Okoro, 7, weds 4.30 straight after Tobi, 30 mins, beginner, v keen, tiny hands"),
    ("invoice", "rough sums for autumn - Okoros 2 x 10 x £19 = £380, still need to knock Ada's 10% off before it "
                "goes. Brennans 10 x £27 = £270. Adebayo 10 x £19 = £190"),
    ("pupil", "Ellie Brennan, 12, tues 5.15, 45 mins, G5 this autumn"),
    ("invoice", "Okoros pay by BACS usually 1st wk, mum (Funmi) asks for one invoice for both kids"),
    ("fees", "anyone cancelling with less than 24 hrs' notice pays, unless they're ill"),
    ("pupil", "Mei Wong, 8, thurs 4pm from Nov, G1 Nov"),
]

client = QdrantClient(":memory:")
client.create_collection("lowe-fees", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lowe-fees", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "how much is the Okoros' bill for this term?"
vector = offline.embed(["Okoro Tobi Ada fees term lessons £ 30 mins invoice 2nd child"])[0]  # the app's search words
hits = client.query_points("lowe-fees", query=vector, limit=6).points
context = ["Today is Mon 7 September 2026."] + [h.payload["text"] for h in hits]
assert any("2 x 10 x £19 = £380" in c for c in context), context
assert any("2nd child same family 10% off" in c for c in context), context
assert any("Ada Okoro" in c for c in context) and any("Tobi Okoro" in c for c in context), context
reply = answer(question, context, mock="£361 - Tobi's ten lessons are £190 and Ada's are £171 with 10% off as the "
                                       "second child. One invoice for both to Funmi.")
finish(question, expected="£380 for the two of them", actual=reply)
