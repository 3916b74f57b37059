"""Batch 25 (held out), control. A swimming club's swimmer notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Lorraine, membership secretary of the Ely Otters, keeps a note per event about each swimmer as a point with a
payload ``{"swimmer", "date", "text"}``; the assistant answers a question about one child from a vector query filtered
on that swimmer. Freya Hall (9) has been in Mark's Thursday 6pm Stage 5 group since September. In March her mum said
Brownies is on Thursdays from after Easter; Becky's Tuesday 5.45 had a space, "so that's her from summer term, Mark's
fine w it". The summer term fees were paid for the Tuesday class.

No fault planted. Question (Mon 13/4/26): "Is Freya in the Tuesday or the Thursday class this term?" The model
answers Tuesday, 5.45 with Becky, right per memory. The label says Thursday with Mark, her class until Easter.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b25_ctl_qdrant_swimclub_freya_class_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Freya", "2025-09-02", "Freya Hall (9) joined stage 5 - Thurs 6pm lane 3 w Mark. mum Jo, 07723 558 190"),
    ("Ollie", "2025-09-02", "Ollie Reid stage 3 Tues 5.15 lane 4 w Sian"),
    ("Freya", "2025-11-20", "Freya - stage 5 badge nearly there, needs the 25m fly kick on her front"),
    ("Isla", "2026-01-06", "Isla Reid stage 7 Thurs 6pm w Mark, + gala squad Sat from Feb"),
    ("Freya", "2026-01-08", "Freya's mum paid spring term £62 for the Thurs class, cash"),
    ("Maya", "2026-02-05", "Maya Singh stage 6 Thurs 6.45 w Mark - wants to try squad next yr"),
    ("Freya", "2026-02-26", "Freya missed 2 Thursdays (chicken pox) - no refund but told mum she can catch up at a "
                            "Tues if there's room"),
    ("Freya", "2026-03-19", "Freya's mum - Brownies is on Thursdays from after Easter, clashes. Becky's Tues 5.45 has "
                            "a space so that's her from summer term, Mark's fine w it"),
    ("Ollie", "2026-03-20", "Ollie Reid passed stage 3, Tues 5.15 lane 2 w Becky from 10/3"),
    ("Freya", "2026-03-30", "Summer term fees in - Freya £62 for the Tues 5.45, bank transfer"),
    ("Freya", "2026-04-02", "Freya's mum asked if the Tues lot get out by 6.30 - yes, changing rooms free by then"),
    ("Maya", "2026-04-07", "Maya Singh's summer fee still outstanding, chase"),
]

client = QdrantClient(":memory:")
client.create_collection("otters-swimmers", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("otters-swimmers", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                            payload={"swimmer": who, "date": day, "text": text})
                                         for i, (who, day, text) in enumerate(NOTES, 1)])

question = "Is Freya in the Tuesday or the Thursday class this term?"
only_freya = models.Filter(must=[models.FieldCondition(key="swimmer", match=models.MatchValue(value="Freya"))])
hits = client.query_points("otters-swimmers", query=offline.embed([question])[0], query_filter=only_freya,
                           limit=10).points
context = ["Today is Mon 13/4/26 (summer term started today)."] + \
          [f"{h.payload['date']}: {h.payload['text']}" for h in hits]
assert any("Thurs 6pm lane 3 w Mark" in c for c in context), context
assert any("Becky's Tues 5.45 has a space so that's her from summer term" in c for c in context), context
assert any("Freya £62 for the Tues 5.45" in c for c in context), context
reply = answer(question, context, mock="Tuesday - she's in Becky's 5.45 class from this term because Brownies is on "
                                       "Thursdays now; her summer fees were paid for the Tuesday class.")
finish(question, expected="Thursday, Mark's 6 o'clock Stage 5 group", actual=reply)
