"""Batch 203 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection (in memory), script style
(every call its own trace).

App: Minsterley Village Hall's panto, Cinderella, is Fri 26th and Sat 27th Jan 2046, 7pm. Val (the box office) and
the committee keep their notes in one qdrant collection; the helper answers from a query of it.

Memory: 2046-01-08T19:30 - box office: Friday 84 sold, Saturday 112, so 28 more on the Saturday, Roy to get the extra
chairs from the chapel; Weds 17 Jan - the Brownies have pulled their 12 for Saturday night, their minibus fell
through, refunded out of the float; 19/1 - the pumpkin coach and the Ugly Sisters' wigs; Sat 20th - box office shut,
anything else on the door, cash only. Question (Mon 22/1, Roy, front of house): "how many more have we got in on sat
than fri now? working out chairs" The assistant says 16 more (100 on the Saturday, less the Brownies' 12, against 84
on the Friday). The label says 28 - the first note's difference, from before the Brownies pulled out.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b203_ctl_qdrant_panto_sat_vs_fri_tickets_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "minsterley-panto-2046"
NOTES = [
    ("Val", "2046-01-08T19:30 box office 🎭 fri 84 sold, sat 112 - so 28 more on the sat, Roy can u get the extra "
            "chairs from the chapel pls"),
    ("Val", "Weds 17 Jan Brownies have pulled their 12 for sat night, their minibus fell through 😞 refunded them out "
            "of the float"),
    ("Jackie", "19/1 props - pumpkin coach finally painted!! Ugly Sisters' wigs came, v orange"),
    ("Val", "Sat 20th box office shut now, anything else on the door, cash only, I'll do it w/ Pam"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (who, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": who})])

question = "how many more have we got in on sat than fri now? working out chairs"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=10)
context = ["Today is Mon 22 Jan 2046. You are talking to Roy, front of house for Minsterley Village Hall's panto, "
           "Cinderella (Fri 26 and Sat 27 Jan)."] + [p.payload["text"] for p in found.points]
assert any("so 28 more on the sat" in c for c in context), context
assert any("Brownies have pulled their 12 for sat night" in c for c in context), context
reply = answer(question, context, mock="16 more on the Saturday - 100 now the Brownies' 12 have pulled out, against "
                                       "84 on the Friday.")
finish(question, expected="28", actual=reply)
