"""Batch 237 (held out). A primary school PTA's summer fair: qdrant collection of the PTA's notes, script style
(every call its own trace); the helper answers from the 3 nearest notes, and the note with one stall's float in it
is about something else and ranks below them.

App: Holy Trinity Primary PTA hold their summer fair on Sat 9th July 2050, 12-3 on the school field - cakes,
tombola, bric-a-brac, books, face paints, a BBQ run by the dads, a bouncy castle and a raffle. Jo (the treasurer) and
the other PTA mums file notes into one qdrant collection; the helper asks ``query_points(..., limit=3)`` and answers
from what comes back.

Planted fault (RetrievalError, ranked below the top k): Jo's floats note has the cake stall £30, the tombola £20 in
coins and the BBQ £50 (all fivers and notes). Kerry's Tue 28/6 note is about the face paints - she's doing it again,
£2 a face, wants a gazebo near the tap - and says in passing she wants a £15 float in pound coins. Question (Thu
7/7, Jo): "how much do I need to get out of the bank for all the floats? going tomorrow" -> expected £115 (30 + 20 +
50 + 15). The 3 nearest are the year 6 sweet jar ("no float needed"), the floats note and the first plan; the face
paints note ranks 7th of 8. The assistant says £100.

Expected verdict: RetrievalError at qdrant's query (the limit=3 query, wrapped in fault()): Kerry's note is in the
collection and in the question's full ranking, but below the cut, so it never reached the context. Asserted: the note
is in the collection and in the full ranking and not in the 3 returned; no context line has £15, Kerry or face paints
float; the floats note's £30 / £20 / £50 is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b237_qdrant_pta_fair_floats_total_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "holy-trinity-pta-fair-2050"
FACE = ("Tue 28/6 face paints - Kerry's doing it again bless her, £2 a face, she wants a gazebo near the tap + a £15 "
        "float in pound coins, she'll bring her own wipes")
NOTES = [
    ("Jo", "2050-05-10 SUMMER FAIR 🎪 sat 9th july 12-3 on the field. stalls so far - cakes, tombola, bric-a-brac, "
           "books, face paints, BBQ (the dads). Jo's sorting the floats"),
    ("Jo", "floats (Jo) - getting them from the bank the wk before: cake stall £30, tombola £20 in coins, BBQ £50 cos "
           "it's all fivers + notes. cash tins in the PTA cupboard"),
    ("Sadia", "bouncy castle booked 🏰 £120, Mr Ahmed's paying it from the PTA account, it's coming 10am"),
    ("Sadia", "raffle - 1st prize a Kindle (thanks Currys!!), £1 a strip, Mrs O'Neill drawing it at 2.45 by the "
              "stage"),
    ("Kerry", FACE),
    ("Jo", "rota's out, 2 per stall per hour, sign up sheet outside the office, pls pls sign"),
    ("Mrs Hardy", "Weds 29 June - yr 6 doing 'guess the sweets in the jar' 50p a go, no float needed, they'll use "
                  "the tin from the class"),
    ("Sadia", "Thu 30/6 books - Mrs Price has 6 boxes from the library sale, 50p paperbacks, 3 for £1"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "by": who})
                            for i, (who, text) in enumerate(NOTES, 1)])
assert client.count(COLL).count == len(NOTES)

question = "how much do I need to get out of the bank for all the floats? going tomorrow"
vec = offline.embed([question])[0]
ranking = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=len(NOTES)).points]
assert FACE in ranking, ranking
with fault():
    found = client.query_points(COLL, query=vec, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 7 July 2050. You are talking to Jo, treasurer of Holy Trinity Primary PTA (summer fair Sat "
           "9 July)."] + hits
assert FACE not in hits and not any(w in c.lower() for c in context for w in ("£15", "kerry", "pound coins")), context
assert any("cake stall £30, tombola £20 in coins, BBQ £50" in c for c in context), context
reply = answer(question, context, mock="£100 - £30 for the cake stall, £20 in coins for the tombola and £50 for the "
                                       "BBQ.")
finish(question, expected="£115 - cakes £30, tombola £20, BBQ £50 and £15 in pound coins for Kerry's face paints",
       actual=reply)
