"""Batch 115 (held out). A taxi firm's bookings board: qdrant collection, the driver's lookup capped at 4 hits,
script style (each call its own trace).

App: Vale Cars keep bookings, phone notes and driver notes in one qdrant collection. When a driver asks about
tomorrow's work, the helper builds a run-sheet query from the day and the job kind ("SAT 18/4 airport runs KEV pick
up") and takes the top 4 points (``limit=4``, one per airport run on the board) as the context.

Planted fault (RetrievalError, cut by top-k): Sat 18/4's board has four early airport runs, among them Mrs Okafor
from 7 Larch Close to MAN T2 at 4.30am. Shaz on the desk took a call on 15/4 from Mrs Okafor's son: his mum's
stopping at his the night before, so get her from 22 Ferndale Ave (the flats by the Spar, buzzer 4) instead, same
time, and he'll settle up when she's back. The lookup's top 4 are the four airport bookings; the son's call ranks
fifth and is cut. Question (Fri 17/4, Kev, a driver): "where am i getting mrs okafor from for the 4.30 airport run?"
-> expected 22 Ferndale Ave (her son's, by the Spar). The assistant says 7 Larch Close.

Expected verdict: RetrievalError at the qdrant query with limit=4 (wrapped in fault()): the note that decides the
answer is in the collection and the same query with a wider limit returns it, but the query the app made could not.
Asserted: the limit-10 query returns the son's call; the limit-4 one leaves it out; the Larch Close booking is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b115_qdrant_taxi_okafor_pickup_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("call 15/4 (Shaz) - Mrs Okafor's son Tunde: his mum's stopping at his the night before, so get her from 22 "
         "Ferndale Ave instead, the flats by the Spar, buzzer 4. same time. he'll settle up when she's back, cash")
POINTS = [
    ("booking", "SAT 18/4 0430 Mrs Okafor - 7 Larch Close -> MAN T2, flight 0815 Lagos, 2 big cases, £68 acc. KEV"),
    ("booking", "SAT 18/4 0400 Mr + Mrs Henderson - 3 Mill Lane -> MAN T1, Tenerife, 4 cases + golf bag, estate car "
                "pls, £72 cash. KEV"),
    ("booking", "SAT 18/4 0600 Dr Shah - The Old Vicarage, Church St -> LBA, £45 acc, meet in the lane not the "
                "drive. DAWN"),
    ("booking", "SAT 18/4 1130 the Millers (school hols) - 41 Beech Rd -> MAN T2, 2 adults 3 kids, 7 seater, "
                "£85. RAJ"),
    ("call", MOVED),
    ("driver", "Kev - car 7 back from the garage thurs, new tyres + tracking done £212, receipt in the office"),
    ("call", "Mrs Pearson rang 14/4 - hospital run mon 20th 9.15 to the General, she needs the wheelchair in the "
             "boot, regular driver pls"),
    ("driver", "M62 roadworks j18-j20 all april overnight, 50 limit, allow an extra 15 for MAN runs"),
]

client = QdrantClient(":memory:")
client.create_collection("vale-board", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("vale-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "where am i getting mrs okafor from for the 4.30 airport run?"
vector = offline.embed(["SAT 18/4 airport runs KEV pick up"])[0]
wide = [p.payload["text"] for p in client.query_points("vale-board", query=vector, limit=10).points]
assert MOVED in wide, wide

with fault():
    found = client.query_points("vale-board", query=vector, limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 17 April 2037. You are talking to Kev, one of the drivers."] + hits
assert MOVED not in context and not any("Ferndale" in c for c in context), context
assert any("Mrs Okafor - 7 Larch Close" in c for c in context), context
reply = answer(question, context, mock="7 Larch Close - 4.30am pick-up for MAN T2, she's got 2 big cases.")
finish(question, expected="22 Ferndale Ave, her son's (the flats by the Spar, buzzer 4) - not Larch Close",
       actual=reply)
