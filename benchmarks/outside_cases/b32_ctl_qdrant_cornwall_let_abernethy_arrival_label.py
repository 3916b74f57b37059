"""Batch 32 (held out), control. A family's holiday let in Cornwall, the bookings side: qdrant-client ``:memory:``
with memtrace's offline embeddings, a filtered query (kind = booking), script style (each call its own trace).

App: Lou Trewin keeps Bosvean's notes as points with payload ``{"kind", "text"}`` and asks the assistant about
guests from the booking notes only. The Abernethys booked Sat 6 Sept - Sat 13 Sept. Mrs Abernethy then emailed
that the only ferry they could get from Roscoff gets into Plymouth on the Sunday morning, so they'll reach the
cottage about 3 on Sunday 7th, paying for the whole week anyway.

No fault planted. Question (Mon 1/9): "when are the Abernethys getting here?" The model answers Sunday 7th, about
3pm, right per memory. The label says Sat 6 Sept, the first night of the booking. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b32_ctl_qdrant_cornwall_let_abernethy_arrival_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("booking", "Pascoes Sat 23/8 - Sat 30/8, 2 adults 3 kids, £1,450, deposit in"),
    ("cleaning", "Jenna back from Zante, doing changeovers again from Sat 6/9, 10-2"),
    ("booking", "Abernethys (Edinburgh) Sat 6/9 - Sat 13/9, 2 + her dad, £980 paid in full, want a cot? no, asked "
                "about parking for a campervan - said the lay-by"),
    ("repair", "Shower pump done 19/8, Kernow Plumbing £285, bearings"),
    ("booking", "Mr Osborne 13/9-20/9, walking holiday, on his own, asked for a boot rack"),
    ("misc", "End of season: last guests out 27/9, then the Trewins (us!!) for half term"),
    ("booking", "Mrs Abernethy emailed - Roscoff ferry on the Fri was full, only one they could get lands at "
                "Plymouth Sun morning, so they'll be with us about 3 on Sun 7th. Paying the full wk regardless, "
                "Jenna can take her time Sat"),
    ("booking", "Fletchers left 23/8, lovely review, baby sick on the sofa cover - washed"),
]

client = QdrantClient(":memory:")
client.create_collection("bosvean", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("bosvean", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(NOTES, 1)])

question = "when are the Abernethys getting here?"
hits = client.query_points("bosvean", query=offline.embed([question])[0], limit=5, query_filter=models.Filter(
    must=[models.FieldCondition(key="kind", match=models.MatchValue(value="booking"))])).points
context = ["Today is Mon 1/9/25."] + [h.payload["text"] for h in hits]
assert any("Abernethys (Edinburgh) Sat 6/9 - Sat 13/9" in c for c in context), context
assert any("they'll be with us about 3 on Sun 7th" in c for c in context), context
reply = answer(question, context, mock="Sunday 7th, about 3pm - the only ferry they could get lands in Plymouth that "
                                       "morning. They've paid for the full week.")
finish(question, expected="Sat 6th Sept", actual=reply)
