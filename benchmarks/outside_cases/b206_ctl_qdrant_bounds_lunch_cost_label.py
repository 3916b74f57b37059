"""Batch 206 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call its
own trace).

App: Clunbury parish beats its bounds on Rogation Sunday, 5th May 2047 - round the boundary stones, the children
with willow wands, soup and a roll at the village hall halfway. Rev Jo (the vicar), Pat (the churchwarden) and Mary
(Mothers' Union) put their notes into one qdrant collection; the helper answers walkers from the 5 nearest points.

Memory: Rev Jo, 2047-03-30T10:00 - lunch at the village hall 1ish, soup + a roll £5, kids under 12 free; Pat, 16th
april - the route, 8 miles, meet at the lychgate 9.30; Mary, 22.4. - the MU will have to charge the little ones
something this year, the bread's gone daft, so £2 for under 12s - still a bargain; Rev Jo, Tue 30th - tea + cake at
the church after, donations for the bell fund. Question (Thu 2/5, Becca, walking with her two, 7 and 9): "how much
is lunch for me + my 2? they're 7 and 9" The assistant says £9 (£5 for her, £2 each for the children). The label says
£5.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b206_ctl_qdrant_bounds_lunch_cost_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clunbury-beating-bounds-2047"
NOTES = [
    ("Rev Jo", "2047-03-30T10:00 BOUNDS WALK rogation sun 5th may 🌿 lunch at the village hall 1ish, soup + a roll £5, "
               "kids under 12 free"),
    ("Pat", "16th april route - 8 miles-ish, meet at the lychgate 9.30, bumping at the 5 stones, Kev's got the map"),
    ("Mary", "22.4. MU will have to charge the little ones something this yr, bread's gone daft 🙄 so £2 for under "
             "12s, still a bargain"),
    ("Rev Jo", "Tue 30th - tea + cake at the church after, donations for the bell fund pls"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": by})
                            for pid, (by, text) in enumerate(NOTES, 1)])

question = "how much is lunch for me + my 2? they're 7 and 9"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 2 May 2047. You are talking to Becca, walking Clunbury's bounds on Sun 5 May with her two "
           "children (7 and 9)."] + hits
assert any("soup + a roll £5, kids under 12 free" in c for c in context), context
assert any("£2 for under 12s" in c for c in context), context
reply = answer(question, context, mock="£9 - £5 for your soup and roll and £2 each for the two children.")
finish(question, expected="£5", actual=reply)
