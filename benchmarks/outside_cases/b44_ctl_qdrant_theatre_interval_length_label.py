"""Batch 44 (held out), control. A theatre's front-of-house notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, unfiltered query, script style (each call its own trace).

App: the Lyceum's front of house keep house rules and per-show notes as points with payload ``{"kind", "text"}``;
the assistant answers the ushers and bar staff from the top 8 hits. House rule: intervals are 20 minutes. For Blithe
Spirit (3-15 Nov 2025) the show runs 2h40 with the interval, and the director wants the audience out by 10.10 for
the last 36 bus, so the interval this run is kept to 15.

No fault planted. Question (Mon 3/11): "how long's the interval for Blithe Spirit?" The model answers 15 minutes,
right per memory. The label says 20 minutes, the house's usual length. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b44_ctl_qdrant_theatre_interval_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("house", "house rules - intervals 20 min unless the company say otherwise, 2 on the bar for the rush, 3 min "
              "bell at 17 mins, 1 min bell at 19"),
    ("show", "Blithe Spirit (Lyceum Players) 3-15 Nov, no perf sun 9th. 2h40 incl interval - director wants them "
             "out by 10.10 for the last 36 bus so interval's only 15 this run, bells at 12 + 14"),
    ("show", "Blithe Spirit - smoke + a loud bang end of act 1, warn anyone in the front 2 rows, sign on the door"),
    ("house", "ushers call 45 before curtain, 4 on for evenings, torches on the hooks by the office"),
    ("bar", "bar - interval orders taken from 1/2 hr before, named on the slips, lined up by 10 min into act 1"),
    ("show", "panto Cinderella 8-13 Dec, 2 intervals?? no - 1, 20 mins, lots of ice cream"),
    ("house", "hearing loop stalls only, circle doesn't have it, tell people at the box office"),
]

client = QdrantClient(":memory:")
client.create_collection("lyceum-foh", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lyceum-foh", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(NOTES, 1)])

question = "how long's the interval for Blithe Spirit?"
hits = client.query_points("lyceum-foh", query=offline.embed([question])[0], limit=8).points
context = ["Today is Mon 3 Nov 2025."] + [h.payload["text"] for h in hits]
assert any("intervals 20 min" in c for c in context), context
assert any("interval's only 15 this run" in c for c in context), context
reply = answer(question, context, mock="15 minutes this run, so bells at 12 and 14 - the director wants everyone out "
                                       "by 10.10 for the last 36 bus.")
finish(question, expected="20 mins - the usual, plenty for the bar", actual=reply)
