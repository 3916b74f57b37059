"""Batch 30 (held out), control. A family's house renovation notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, a filtered query (``room``), script style (each call its own trace).

App: Efua Mensah keeps notes on builders, quotes and deliveries as points with payload ``{"room", "day", "text"}``
and the app filters on the room the question is about. The kitchen fitter, Lee, quoted five working days for the
units and the worktop. When he came to measure up he explained the quartz can only be templated once the units are
in, the stone yard takes ten days to make it, and fitting it is half a day, so it's nearer three weeks start to
finish, with the kitchen out of use for most of it.

No fault planted. Question (Sun 4/5): "how long will the kitchen be out of action for? Grandma wants to know if
she's cooking for us". The model answers about three weeks, right per memory. The label says 5 days, the
quote's figure. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b30_ctl_qdrant_renovation_kitchen_fit_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("kitchen", 20250322, "Lee Barker (kitchen fitter, Marek's recommendation) - £2,450 labour, 5 working days for "
                          "units + worktop, can start w/c 12/5"),
    ("bathroom", 20250325, "Bathroom - Gav first fix done, tiler Sam from 2/6, 4 days"),
    ("kitchen", 20250401, "Howdens units ordered, delivery Mon 12/5 am to the garage"),
    ("whole-house", 20250405, "Skip no.3 booked, Fen Skips, £285"),
    ("kitchen", 20250414, "Sink - Franke 1.5 bowl, Efua's choice, £310 from Howdens"),
    ("kitchen", 20250428, "Lee came to measure - quartz can only be templated once the units are in + level, yard "
                          "takes 10 days to make it, then half a day to fit. So nearer 3 wks start to finish, no sink "
                          "or hob most of that, he'll rig a temp tap in the utility"),
    ("bathroom", 20250429, "Bath taps backordered, Screwfix say 2 wks"),
    ("kitchen", 20250430, "Microwave + kettle to the dining room for the duration, Kwame's sorting an extension lead"),
    ("whole-house", 20250502, "Efua's mum (Grandma Adjoa) happy to do Sunday dinners at hers while we're upside down"),
]

client = QdrantClient(":memory:")
client.create_collection("mensah-reno", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("mensah-reno", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"room": room, "day": day, "text": text})
    for i, (room, day, text) in enumerate(NOTES, 1)])

question = "how long will the kitchen be out of action for? Grandma wants to know if she's cooking for us"
hits = client.query_points("mensah-reno", query=offline.embed([question])[0], limit=6,
                           query_filter=models.Filter(must=[models.FieldCondition(
                               key="room", match=models.MatchValue(value="kitchen"))])).points
context = ["Today is Sun 4/5/25."] + [h.payload["text"] for h in hits]
assert any("5 working days for units + worktop" in c for c in context), context
assert any("nearer 3 wks start to finish" in c for c in context), context
reply = answer(question, context, mock="About three weeks from the 12th - the units are 5 days but the worktop can't "
                                       "be templated till they're in, then 10 days to make and half a day to fit. "
                                       "Lee's rigging a temporary tap in the utility.")
finish(question, expected="5 days", actual=reply)
