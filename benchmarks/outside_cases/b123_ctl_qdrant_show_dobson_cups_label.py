"""Batch 123 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: after the Thornsett Village Show the committee's notes on the results, the trophies and the clear-up go into one
qdrant collection; the helper answers from a search.

Memory: Val, sat 8/8 5pm: trophies - the baking challenge cup to Mrs Dobson (most points 23-31), the rose bowl for
best in flowers to Mrs Dobson again, the crafts shield to Mrs Dobson for her quilt, veg cup to young Josh Ackroyd;
Pat (judge), sun 9th: she'd put the Victoria sponge class in twice when she added up, so on the proper figures Jean
Roper's ahead by 2 points on the baking - Val's rung them both, Mrs D took it well considering, cup's going round to
Jean's; clear-up: marquee down by 4 on sunday. Question (Tue 11/8, Karen, doing the write-up for the parish mag):
"which cups did mrs dobson win this yr?" The assistant says the rose bowl and the crafts shield. The label says the
baking challenge cup, the rose bowl and the crafts shield - the list in memory from the day, before Pat's sums were
put right.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b123_ctl_qdrant_show_dobson_cups_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "sat 8/8 5pm TROPHIES: baking challenge cup - Mrs Dobson (most pts 23-31). rose bowl (best in flowers) - Mrs "
    "Dobson again!! crafts shield - Mrs Dobson for the quilt. veg cup - young Josh Ackroyd, his grandad's beaming. "
    "Val",
    "sun 9th - Pat W rang, mortified, she'd put the Victoria sponge class in twice when she added up. on the proper "
    "figures Jean Roper's ahead by 2 pts on the baking. I've rung them both, Mrs D took it well considering - cup's "
    "going round to Jean's tonight. Val",
    "clear-up sun: marquee down by 4, Cravens collecting mon. lost property - 1 cardigan, 2 cake tins (1 w a slice "
    "of lemon drizzle still in!!)",
    "takings: gate £612, teas £288, raffle £340, entries £96. Pam's quiche sold out by 3",
    "next yr - book Cravens by feb, ask Pat W back for baking, more bins by the tea tent",
]
COLL = "thornsett-show-2037"

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(POINTS, 1)])

question = "which cups did mrs dobson win this yr? doing the write-up for the parish mag"
vector = offline.embed(["which cups trophies did Mrs Dobson win baking"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Tue 11 August 2037. You are talking to Karen, who writes up the show for the parish magazine."]
context += hits
assert any("baking challenge cup - Mrs Dobson" in c for c in context), context
assert any("Jean Roper's ahead by 2 pts" in c for c in context), context
reply = answer(question, context, mock="Two - the rose bowl for best in flowers and the crafts shield for her quilt. "
                                       "The baking challenge cup went to Jean Roper once Pat's adding up was put "
                                       "right.")
finish(question, expected="the baking challenge cup, the rose bowl and the crafts shield", actual=reply)
