"""Batch 85 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style (each call its own
trace).

App: Gordon, match secretary of the Dunmere & District Angling Club, keeps match entries, venue bits and members'
messages in one qdrant collection; the app answers from a query over it.

Memory: the entry list for Sun 27/10 on the Mere closed at 24 names, all 24 pegs; then Steve messaged that he's
off to his daughter's in Alicante that week, and Clive's done his back in shifting a wardrobe and can't sit on a
box, so both are out and nobody's come off the reserve list. Question (Sat 26/10, Terry, doing the peg draw): "how
many are fishing tomorrow?" The assistant says 22. The label says 24, a full lake.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b85_ctl_qdrant_fishing_entries_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("entries", "27/10 Mere - entries closed 20/10 w 24 names = all 24 pegs on the car park bank. reserve list: "
                "Phil, young Josh"),
    ("chat", "Steve 21/10: gordon mate I'm at our Kerry's in Alicante that wk, completely forgot, take me off x"),
    ("venue", "Mere car park locked at 5, key from the farm if you're late off"),
    ("chat", "Clive 23/10: done my back in shifting a wardrobe, can't sit on a box, not a chance for sunday. "
             "scales are in the clubhouse"),
    ("entries", "reserves - rang Phil + Josh 24/10, neither can do it (Phil's working, Josh has a football match)"),
    ("venue", "pegs 1-12 shallow end, 13-24 by the reeds, 18 + 19 best for carp lately"),
    ("chat", "Jan 22/10: AGM buffet numbers pls by thurs"),
]

client = QdrantClient(":memory:")
client.create_collection("dunmere-ac", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("dunmere-ac", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how many are fishing tomorrow?"
vector = offline.embed(["how many fishing sunday mere entries names pegs take me off can't reserve"])[0]
hits = client.query_points("dunmere-ac", query=vector, limit=7).points
context = ["Today is Sat 26 October 2032. You are talking to Terry, who does the peg draw."] + \
          [h.payload["text"] for h in hits]
assert any("24 names" in c for c in context), context
assert any("take me off" in c for c in context) and any("not a chance for sunday" in c for c in context), context
assert any("neither can do it" in c for c in context), context
reply = answer(question, context, mock="22 - entries closed at 24, but Steve's in Alicante and Clive's done his "
                                       "back, and neither reserve can make it. So draw 22 pegs.")
finish(question, expected="24, all the pegs", actual=reply)
