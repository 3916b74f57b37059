"""Batch 52 (held out), control. A bakery's café accounts: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Crumb & Rye (Becca bakes, Tom drives the van) keep a point per note about each café account, payload
``{"cafe", "text"}``; Tom asks the assistant what goes where before he loads the van. On Saturdays croissants go to
Grounds (30, every day but Sunday) and to Pepper's deli (15, Saturdays only since June). The Bluebird took 10 on
Saturdays through May and June, but Kerry's nephew has come to work for her after his patisserie course and bakes
their pastries on the premises from July, so her Saturday order is back to bloomers and spelt.

No fault planted. Question (Fri 10/7): "which cafés am I taking croissants to tomorrow?" The model answers Grounds and
Pepper's, right per memory. The label says Grounds and the Bluebird. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b52_ctl_qdrant_bakery_saturday_croissants_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("Bluebird", "Bluebird (Kerry) - 8 white bloomers mon-sat, 2 spelt sats, cash on the day"),
    ("Grounds", "Grounds by the station - 30 croissants + 30 pain au choc every day exc sun, invoice weekly, back "
                "door code 1290"),
    ("Bluebird", "2/5 Kerry's adding 10 croissants on saturdays for the summer, her brunch crowd loves them"),
    ("the Nook", "Nook standing order: 12 sourdough + 20 croissants tues & fri, 6 seeded rye fridays. monthly inv"),
    ("Pepper's", "Pepper's deli (Alys, Broad St) from 6 June: 4 focaccia fri, 15 croissants sats only, drop by 8"),
    ("Bluebird", "Kerry's nephew Jamie finished his patisserie course at the college + he's working for her now - "
                 "he's making all their pastries in the back from 1st July, so it's just the bloomers + spelt from "
                 "us on sats again. she's been lovely about it, still having the bread"),
    ("Grounds", "Grounds asked about a gluten free option, told them not in our kitchen, too risky"),
    ("the Nook", "Jo @ the Nook off 13-20 July, her Saturday girl is running it, same order"),
    ("Pepper's", "Alys paid june by BACS, £186.00, all good"),
]

client = QdrantClient(":memory:")
client.create_collection("crumb-rye-accounts", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("crumb-rye-accounts", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"cafe": c, "text": text})
    for i, (c, text) in enumerate(POINTS, 1)])

question = "which cafés am I taking croissants to tomorrow?"
vector = offline.embed(["croissants saturday sats cafe order"])[0]  # the app's search words for it
hits = client.query_points("crumb-rye-accounts", query=vector, limit=len(POINTS)).points
context = ["Today is Fri 10 July 2026 (tomorrow is Saturday)."] + [f"[{h.payload['cafe']}] {h.payload['text']}"
                                                                    for h in hits]
assert any("Kerry's adding 10 croissants on saturdays" in c for c in context), context
assert any("just the bloomers + spelt from us on sats again" in c for c in context), context
assert any("15 croissants sats only" in c for c in context), context
reply = answer(question, context, mock="Two: Grounds (30, with the 30 pain au choc) and Pepper's deli (15, by 8). The "
                                       "Bluebird's nephew bakes their pastries now, so just their bloomers and spelt.")
finish(question, expected="Grounds and the Bluebird", actual=reply)
