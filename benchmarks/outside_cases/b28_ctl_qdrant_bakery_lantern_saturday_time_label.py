"""Batch 28 (held out), control. A small bakery's customer notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, a filtered query (``cafe``), script style (each call its own trace).

App: Crumb & Co.'s van driver, Dave, asks the assistant about drop times and access; the notes are points with
payload ``{"cafe", "day", "text"}`` and the app filters on the cafe the question names. The Lantern Cafe takes its
bread at 6.30 on weekdays through the back door. On Saturdays Mo, the owner, doesn't get in till quarter past 7 and
won't have bread left outside since a crate went missing, so on Saturdays the Lantern is the last drop, at 7.15.

No fault planted. Question (Fri 14/3): "What time do I need to be at the Lantern tomorrow?" The model answers
7.15, right per memory. The label says 6.30am, the weekday drop. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b28_ctl_qdrant_bakery_lantern_saturday_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("lantern", 20250113, "Lantern Cafe (Mo Haddad) - drop 6.30am Tue-Sat, back door, Mo or his lad lets us in. "
                          "Closed Mons"),
    ("corner-cup", 20250115, "Corner Cup - 6.40ish, key safe 1966 at the back, leave on the shelf not the floor"),
    ("lantern", 20250201, "Lantern - crate + 4 sourdough walked off the step Sat 1/2 b4 Mo got in. He's not having "
                          "stuff left outside again"),
    ("lantern", 20250203, "Mo says Sats he can't be in b4 quarter past 7 (does the market stall setup first), so "
                          "Sats do him last on the round, 7.15, he'll be there. Weekdays same as ever"),
    ("mill-house", 20250205, "Mill House B&B collect Sat + Sun 7am from the shop, no drop"),
    ("lantern", 20250212, "Lantern want sourdough sliced from now, £5/wk"),
    ("corner-cup", 20250303, "Corner Cup Fri sours up to 9 from 7/3"),
    ("lantern", 20250306, "Lantern 2 extra sourdough Fri 7th only"),
    ("lantern", 20250311, "Mo says the 7.15 Sat thing's working well, keep it like that. Paid Feb £612.50"),
]

client = QdrantClient(":memory:")
client.create_collection("crumb-customers", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("crumb-customers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"cafe": cafe, "day": day, "text": text})
    for i, (cafe, day, text) in enumerate(NOTES, 1)])

question = "What time do I need to be at the Lantern tomorrow?"
hits = client.query_points("crumb-customers", query=offline.embed([question])[0], limit=6,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="cafe", match=models.MatchValue(value="lantern"))])).points
context = ["Today is Fri 14/3/25 (tomorrow is Saturday)."] + [h.payload["text"] for h in hits]
assert any("drop 6.30am Tue-Sat" in c for c in context), context
assert any("Sats do him last on the round, 7.15" in c for c in context), context
reply = answer(question, context, mock="7.15 - on Saturdays the Lantern is your last drop as Mo isn't in before "
                                       "quarter past 7, and nothing gets left outside.")
finish(question, expected="6.30am", actual=reply)
