"""Batch 72 (held out), control. A netball league's end-of-season tournament: qdrant-client ``:memory:`` with
memtrace's offline embeddings, script style (each call its own trace).

App: the Five Valleys Netball League's committee notes are points with payload ``{"from", "text"}``; the assistant
answers from a search. The end-of-season tournament (Sat 3 May 2031, four courts, two sessions) needs 8 umpires; on
2/4 Sian had 5 names, "3 short". Then Jo from Kingshill passed her C award, and Sian added her to the list, so 6 of 8
are sorted and 2 are still needed.

No fault planted. Question (Mon 14/4, Mel on the committee): "how many more umpires are we after for the
tournament?" The model answers 2, right per memory. The label says 3. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b72_ctl_qdrant_netball_umpires_short_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("Sian", "end of season tourney sat 3/5, 4 courts, am + pm sessions, so 8 umps (1 per court per session), "
             "C award min"),
    ("Sian", "umpires for the tourney 2/4: Kath B, Ellie (Kingshill), Moira, Dee + Hannah P. that's 5, 3 short. "
             "asking round the clubs"),
    ("Mel", "trophies ordered 4/4 - 6 team + 2 player of the season, £118, collecting 28/4"),
    ("Jo", "passed my C award!! assessor on sat at Cheltenham, 1 lot of footwork I missed but passed :)"),
    ("Sian", "well done Jo - put her down for the tourney umps list, am session ct 3"),
    ("Becca", "can Nets have the pm slot if poss, 3 of ours are at a wedding in the morning"),
    ("Sian", "tea bar - Nailsworth Nets running it, profits to the league kitty"),
]

client = QdrantClient(":memory:")
client.create_collection("fvnl-committee", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("fvnl-committee", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "how many more umpires are we after for the tournament?"
vector = offline.embed(["umpires tourney umps list C award short sat 3/5"])[0]  # the app's search words
hits = client.query_points("fvnl-committee", query=vector, limit=len(POINTS)).points
context = ["Today is Mon 14 April 2031. You are talking to Mel, on the league committee."] + \
          [h.payload["from"] + ": " + h.payload["text"] for h in hits]
assert any("that's 5, 3 short" in c for c in context), context
assert any("passed my C award" in c for c in context), context
assert any("put her down for the tourney umps list" in c for c in context), context
reply = answer(question, context, mock="Two - you need 8, Sian had 5 and Jo's now down too, so 6 sorted.")
finish(question, expected="3", actual=reply)
