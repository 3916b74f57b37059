"""Batch 117 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two staff logging notes
from threads, then a query.

App: Gary (on the jetty) and Sue (in the office) at Ferry Lane boat hire log notes into one qdrant collection at the
same time from their own devices (one thread each); the helper answers from a query of it.

Memory: the fleet is Puffin (4), Kingfisher (8), Heron (6), Otter (electric, 4) and Mallard (rowing boat); for sat
30/5 Heron's out 1-5 (the Wards) and Kingfisher only 10-12; Gary's note from Weds: Otter caught something by the
weir, the prop shaft's bent, she's on the trailer and he reckons a week at least, parts coming from Lowestoft.
Question (Fri 29/5, Sue): "which boats have we got free sat afternoon? someone's rung about 2-5". The assistant
says Puffin, Kingfisher and Mallard. The label says Puffin, Kingfisher, Mallard and Otter - Otter's in memory as
part of the fleet, but she's on the trailer.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b117_ctl_qdrant_boathire_free_boats_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GARY = [
    "FLEET: Puffin (4 seater), Kingfisher (8), Heron (6), Otter (electric, 4), Mallard (rowing boat, 3 max)",
    "weds 27th - Otter caught something by the weir, prop shaft's bent. she's on the trailer, a wk at least "
    "I reckon, parts coming from Lowestoft. Gary",
    "life jackets: 6 kids' ones need new whistles, the rest passed",
]
SUE = [
    "sat 30/5 Heron 1-5 the Wards (birthday), £30 dep paid, they want the cool box",
    "sat 30/5 Kingfisher 10-12 only, a walking group, paid £90 by card",
    "sun 31/5 Puffin 10-2 + Mallard 11-1, both cash on the day",
]

client = QdrantClient(":memory:")
client.create_collection("ferry-lane-notes", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
lock = threading.Lock()


def log(who: str, start: int, lines: list[str]) -> None:
    for i, text in enumerate(lines):
        with lock:
            client.upsert("ferry-lane-notes", points=[models.PointStruct(
                id=start + i, vector=offline.embed([text])[0], payload={"by": who, "text": text})])


threads = [threading.Thread(target=log, args=("gary", 1, GARY), name="gary-jetty"),
           threading.Thread(target=log, args=("sue", 101, SUE), name="sue-office")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which boats have we got free sat afternoon? someone's rung about 2-5"
vector = offline.embed(["boats free saturday afternoon fleet booked out of the water"])[0]
hits = [p.payload["text"] for p in client.query_points("ferry-lane-notes", query=vector, limit=10).points]
context = ["Today is Fri 29 May 2037. You are talking to Sue, who runs the office at Ferry Lane boat hire."] + hits
assert any(c.startswith("FLEET") and "Otter" in c for c in context), context
assert any("prop shaft's bent" in c for c in context), context
assert any("Heron 1-5" in c for c in context) and any("Kingfisher 10-12 only" in c for c in context), context
reply = answer(question, context, mock="Puffin, Kingfisher and Mallard - Heron's out 1-5 with the Wards and Otter's "
                                       "on the trailer with a bent prop shaft.")
finish(question, expected="Puffin, Kingfisher, Mallard and Otter", actual=reply)
