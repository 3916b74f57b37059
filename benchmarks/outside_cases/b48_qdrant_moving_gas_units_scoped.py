"""Batch 48 (held out). A family moving house: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: the Adeyemis (Funmi, Tunde, two kids) moved from 14 Elm Rd to 3 Orchard Close at the end of March 2026. Funmi
keeps everything about the move as points with payload ``{"kind", "text"}`` (kind: meters, removals, keys, admin)
and the assistant answers from a query. For meter questions the app filters to ``kind == "meters"``, as it always
has. Twelve points, 1 - 31 March 2026.

Planted fault (RetrievalError, filtered out by scope): the final gas reading at Elm Rd was jotted in passing in the
removals-day note: "Bensons here 8.10, 2 lads + the luton, done by 1.40 ... read the meters b4 we locked up - gas
04821, elec 33598 - photo on T's phone". The meters-only query leaves it out. Question (Tue 31/3): "how many units
of gas did we use at Elm Rd from the 1st of March reading to when we moved out?" -> expected 191 (04821 - 04630).
The assistant takes the comparison-site reading of 20/3 (04755) as the last one and says 125.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the
removals-day note is stored and among the hits of the same query without the filter, and not in the context; the
1/3 and 20/3 readings are. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b48_qdrant_moving_gas_units_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE_DAY = ("Fri 27th - Bensons here 8.10, 2 lads + the luton, done by 1.40, only casualty the hall mirror (they'll "
            "claim). read the meters b4 we locked up - gas 04821, elec 33598 - photo on T's phone. keys to Sharon at "
            "the agents 2.15")
POINTS = [
    ("meters", "1/3 Elm Rd meters for the switch-off letters: gas 04630, elec 33120"),
    ("removals", "Bensons quote £640, 2 men + luton, thurs 26th pack the kitchen + breakables, fri 27th the move"),
    ("admin", "told British Gas + Octopus we're off Elm Rd fri 27/3, they want closing readings within 48hrs"),
    ("keys", "Elm Rd keys: 3 front, 2 back, 1 shed - all on the blue fob, leave w Sharon at Hunters"),
    ("meters", "20.3 took the gas again for the comparison site: 04755. elec didn't bother"),
    ("admin", "council tax - Orchard Cl is band C, £1,842/yr, DD from May, first bill pro rata"),
    ("removals", MOVE_DAY),
    ("keys", "Orchard Cl - 2 front door keys + garage, the vendor left the window keys in the kitchen drawer"),
    ("meters", "Orchard Cl on arrival: gas 11872, elec 05520, water meter's under the drive cover (04 something)"),
    ("admin", "post redirect sorted, 6 months, £38.50. kids' school address changed on ParentMail"),
    ("removals", "still can't find the box w the kettle + mugs, labelled 'BATHROOM' apparently. Tunde."),
    ("meters", "Octopus app wants a smart meter appt at Orchard Cl, booked tues 7/4 8-12"),
]

client = QdrantClient(":memory:")
client.create_collection("adeyemi-move", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("adeyemi-move", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "how many units of gas did we use at Elm Rd from the 1st of March reading to when we moved out?"
vector = offline.embed(["Elm Rd gas meter reading"])[0]  # the app's search words for it
unfiltered = [p.payload["text"] for p in client.query_points("adeyemi-move", query=vector, limit=6).points]
assert MOVE_DAY in unfiltered, unfiltered
assert MOVE_DAY in [p.payload["text"] for p in client.scroll("adeyemi-move", limit=50)[0]]

with fault():
    hits = client.query_points("adeyemi-move", query=vector, limit=6, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="meters"))])).points
context = ["Today is Tue 31 March 2026."] + [h.payload["text"] for h in hits]
assert MOVE_DAY not in context, context
assert any("gas 04630" in c for c in context) and any("04755" in c for c in context), context
assert not any("04821" in c for c in context), context
reply = answer(question, context, mock="125 units - 04630 on the 1st of March to 04755, the last gas reading for "
                                       "Elm Rd on the 20th.")
finish(question, expected="191 units (04630 up to 04821 on moving day)", actual=reply)
