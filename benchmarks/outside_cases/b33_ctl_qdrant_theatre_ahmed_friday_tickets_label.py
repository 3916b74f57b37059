"""Batch 33 (held out), control. A youth theatre's ticket notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, filtered query (kind=tickets), script style (each call its own trace).

App: Severnside Youth Theatre's ticket person, Sue B, notes family ticket requests for Oliver! at the Rose
Theatre (17-19 July) as points with payload ``{"kind", "text"}``; the assistant's app searches the ticket notes
only. Mrs Ahmed (Zara's mum) asked for four for the Friday night: her, her husband and both nans. Then Zara's nan
on her side can't manage the stairs to the balcony, where the Friday seats are, so she'll come to the Saturday
matinee and sit in row A downstairs: three for Friday and one for Saturday.

No fault planted. Question (Mon 14/7): "how many tix has Mrs Ahmed got for fri night?" The model answers three,
right per memory. The label says 4, the first request. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b33_ctl_qdrant_theatre_ahmed_friday_tickets_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("tickets", "Oliver tix - Fri 18th only balcony left, Thurs + Sat mat plenty downstairs. £9 / £7 concs"),
    ("tickets", "Mrs Ahmed (Zara's mum) wants 4 for Fri 18th - her, Mr A + both nans. will pay on the link"),
    ("costume", "Zara's workhouse girl dress too long, Marian taking it up"),
    ("tickets", "Grace T's family - 6 for Sat night, paid £48"),
    ("tickets", "Mrs A rang back - Zara's nan on her side can't do the stairs up to the balcony, she'll come Sat "
                "matinee + we'll put her in row A. So 3 for Fri + 1 for Sat mat, £36 paid on the link"),
    ("admin", "chaperones Fri: Sue B, Karen, Dave, Mo, Jas, Lisa"),
    ("tickets", "comps - 2 for the Rep (for the Fagin coat), Fri"),
]

client = QdrantClient(":memory:")
client.create_collection("syt-tickets", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("syt-tickets", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(NOTES, 1)])

question = "how many tix has Mrs Ahmed got for fri night?"
hits = client.query_points("syt-tickets", query=offline.embed([question])[0], limit=6, query_filter=models.Filter(
    must=[models.FieldCondition(key="kind", match=models.MatchValue(value="tickets"))])).points
context = ["Today is Mon 14/7/25."] + [h.payload["text"] for h in hits]
assert any("wants 4 for Fri 18th" in c for c in context), context
assert any("So 3 for Fri + 1 for Sat mat" in c for c in context), context
reply = answer(question, context, mock="Three for Friday night - Zara's nan on her side is coming to the Saturday "
                                       "matinee so she can sit downstairs in row A. £36 paid.")
finish(question, expected="4", actual=reply)
