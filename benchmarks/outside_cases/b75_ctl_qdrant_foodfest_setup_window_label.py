"""Batch 75 (held out), control. A food festival's traders: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Stroud Food Festival's traders' notes are points with payload ``{"text", "from"}``; the traders' assistant
answers from a query. The traders' pack says traders can get on the field from 7am on Saturday and all vans must be
off by 9.30 (gates at 10). Then the council's road closure on Mill Lane, the only way onto the field, turned out
not to start till 7.30, and the police won't let vans down the lane before it's coned off, so in practice the
vans go on at 7.30: two hours to set up.

No fault planted. Question (Thu 19/8, Gareth of Smokin' Hog): "how long do we get to set up on saturday morning?"
The model answers two hours (7.30 to 9.30), right per memory. The label says two and a half hours (7 till 9.30).
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b75_ctl_qdrant_foodfest_setup_window_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("Nadia", "TRADERS PACK sat 21/8: on site from 7am, all vehicles off the field by 9.30 sharp, gates open 10. "
              "sun same but gates 10.30"),
    ("Rob", "generator for the hot food row arrives fri 20th 3pm, 2 x 60kVA, sparky checks every hook up sat 8am"),
    ("Nadia", "wristbands 2 per 3m pitch, collect from the gate tent"),
    ("Rob", "just had the council on - Mill Lane closure doesn't kick in till 7.30 sat, and the police won't have "
            "vans going down the lane till it's coned off. so realistically nobody's on the field before half 7, "
            "still got to be off by 9.30. pls tell ur traders"),
    ("Nadia", "no vans on the field during trading, park in the Maltings overflow, £5 day"),
    ("Rob", "breakdown sun from 5pm, vans back on after 5.30 once the public's out"),
    ("Nadia", "Little Gözleme Co by the seating as Elif asked, pitch S2"),
]

client = QdrantClient(":memory:")
client.create_collection("sff-traders", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("sff-traders", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "how long do we get to set up on saturday morning?"
vector = offline.embed(["set up saturday morning on site vans field time off by gates"])[0]  # the app's search words
hits = client.query_points("sff-traders", query=vector, limit=5).points
context = ["Today is Thu 19 August 2032. You are talking to Gareth of Smokin' Hog (hog roast van)."] + \
          [f"{h.payload['from']}: {h.payload['text']}" for h in hits]
assert any("on site from 7am" in c for c in context), context
assert any("nobody's on the field before half 7" in c for c in context), context
reply = answer(question, context, mock="Two hours - vans can't get down Mill Lane till the closure starts at 7.30, "
                                       "and you need to be off the field by 9.30.")
finish(question, expected="2 and a half hours (from 7 till 9.30)", actual=reply)
