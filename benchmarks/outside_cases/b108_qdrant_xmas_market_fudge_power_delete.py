"""Batch 108 (held out). A parish hall Christmas market's stall bookings: qdrant collection, a de-duplication job,
script style (each call its own trace).

App: St Aidan's Christmas market (Sat 6 Dec, the parish hall) keeps every booking email and stall note as a point
in one qdrant collection ("stall" in the payload). Margaret, who runs it, has a tidy-up job that finds stalls booked
twice and deletes the later points, keeping the first booking. Ron, doing set-up, asks the helper.

Planted fault (DeletionError): Hetty's Fudge has two points. The first (31/10): 1 table, £15 paid, no power. The
second (18/11, Hetty's email as Margaret filed it) says she's bringing the warmer for the hot fudge sauce this year
so she'll want a socket after all; Margaret put her on PP4 by the stage, where the tombola was (they don't need
one). The de-dupe job (Sun 30/11) deletes the later point. Question (Fri 5/12, Ron, doing the extension leads):
"does hettys fudge need a power point? doing the leads tonight" -> expected yes, PP4 by the stage, for her fudge
warmer. The assistant says no.

Expected verdict: DeletionError at the qdrant delete (the de-dupe, wrapped in fault()). Asserted: the 18/11 point is
found before the delete and gone from the collection and the context after it; the 31/10 'no power' line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b108_qdrant_xmas_market_fudge_power_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WARMER = ("18/11 Hetty (fudge) emailed - she's bringing the warmer for the hot fudge sauce this yr (went down a storm "
          "at Tenterden) so she'll want a socket after all. put her on PP4 by the stage, the tombola had it but they "
          "dont need one. still just the 1 table. M")
POINTS = [
    ("Hetty's Fudge", "31/10 Hetty's Fudge - Hetty Marsh, 1 table, £15 pd cash, no power. likes to be near the "
                      "door"),
    ("Tombola", "Tombola (Mothers Union) - 2 tables, free as always, PP4 by the stage for the lights"),
    ("Cotswold Cheese", "cheese stall - Cotswold Cheese Co, 2 tables £30 pd, chiller on PP1 (kitchen wall). "
                        "arriving 7.30am sat"),
    ("Hetty's Fudge", WARMER),
    ("Mulled wine", "mulled wine = Rotary, their urn's 3kW so PP2 on its own, nothing else on that circuit!!"),
    ("Set-up", "set up fri 5th from 6.30pm, Scouts out by then. trestles in the store under the stage, key w Ron"),
    ("Cards", "Jan's cards + wrapping, 1 table, £15, wants the window side for the light"),
]

client = QdrantClient(":memory:")
client.create_collection("st-aidans-market", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("st-aidans-market", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"stall": stall, "text": text})
    for i, (stall, text) in enumerate(POINTS, 1)])

question = "does hettys fudge need a power point? doing the leads tonight"
vector = offline.embed(["Hetty's fudge stall power point socket"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("st-aidans-market", query=vector, limit=7).points]
assert WARMER in before, before

# Sun 30/11, Margaret's tidy-up: for a stall booked twice, keep the first point and drop the later ones
seen, later = set(), []
for p in sorted(client.scroll("st-aidans-market", limit=50)[0], key=lambda p: p.id):
    if p.payload["stall"] in seen:
        later.append(p.id)
    seen.add(p.payload["stall"])
assert later == [4], later
with fault():
    client.delete("st-aidans-market", points_selector=models.PointIdsList(points=later))

stored = [p.payload["text"] for p in client.scroll("st-aidans-market", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("st-aidans-market", query=vector, limit=7).points]
context = ["Today is Fri 5 December 2037. You are talking to Ron, who's doing the set-up."] + hits
assert WARMER not in stored and WARMER not in context
assert not any("warmer" in c or "socket" in c for c in stored + context)
assert any("Hetty Marsh, 1 table, £15 pd cash, no power" in c for c in context), context
reply = answer(question, context, mock="No - Hetty's Fudge is booked with no power, just the one table near the "
                                       "door.")
finish(question, expected="yes, PP4 by the stage - she's got a warmer for the fudge sauce", actual=reply)
