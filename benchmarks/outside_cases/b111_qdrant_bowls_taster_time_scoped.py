"""Batch 111 (held out). A bowls club's open day: qdrant collection, the helper's search filtered to one topic,
script style (each call its own trace).

App: Oakfield Bowls Club's open-day committee logs every note as a point in one qdrant collection with ``topic``
in the payload (coaching, teas, rinks, publicity). The helper searches with a filter on the topic asked about.

Planted fault (RetrievalError, filtered by scope): the coaching note says free taster sessions 2pm-4pm on rinks 1-3.
Later Gordon (greenkeeper) wrote that the green can't be mown till after 12 on Sat, so the tasters go back to half
1 and run on till half 4 to make up, and teas will need to be ready by 3 not 2.30 - Rita filed it under "teas". The
query filtered to topic "coaching" leaves it out. Question (Thu 8/4/38, Derek, a coach): "what time does the first
taster start on saturday?" -> expected 1.30pm. The assistant says 2pm.

Expected verdict: RetrievalError at the qdrant query (the filtered one, wrapped in fault()). Asserted: the same
query without the filter returns Gordon's note; the filtered one leaves it out; the 2pm note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b111_qdrant_bowls_taster_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOWN = ("Gordon says green cant be mown til after 12 sat (contractor) so tasters back to half 1 and we'll go on til "
        "4.30 to make up for it. means teas need to be ready by 3 not 2.30, Rita can u tell the kitchen. G")
POINTS = [
    ("coaching", "OPEN DAY sat 10/4 - free taster sessions 2pm-4pm rinks 1-3, flat shoes only, woods provided. "
                 "coaches Derek, Maureen + Stan (Stan mornings only)"),
    ("teas", MOWN),
    ("teas", "teas: Rita + Joan, scones & jam, 50p a cuppa, cakes £1. urn needs descaling!!"),
    ("rinks", "rinks 4-6 for members' roll-up as usual, jack hire in the hut"),
    ("publicity", "flyers at the library, Co-op + the surgery, 200 printed. bit in the parish mag apr issue"),
    ("coaching", "coaches meet 15 mins b4 each session, club shirts pls, name badges in the drawer"),
    ("publicity", "local paper might send someone abt 3ish for a photo"),
]

client = QdrantClient(":memory:")
client.create_collection("oakfield-openday", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("oakfield-openday", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"topic": topic, "text": text})
    for i, (topic, text) in enumerate(POINTS, 1)])

question = "what time does the first taster start on saturday?"
vector = offline.embed(["taster sessions time Saturday open day start"])[0]
wide = [p.payload["text"] for p in client.query_points("oakfield-openday", query=vector, limit=7).points]
assert MOWN in wide, wide

only_coaching = models.Filter(must=[models.FieldCondition(key="topic", match=models.MatchValue(value="coaching"))])
with fault():
    found = client.query_points("oakfield-openday", query=vector, query_filter=only_coaching, limit=7)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 8 April 2038. You are talking to Derek, one of the coaches."] + hits
assert MOWN not in context and not any("half 1" in c or "mown" in c for c in context), context
assert any("2pm-4pm" in c for c in context), context
reply = answer(question, context, mock="First taster's at 2pm, so be there by quarter to - coaches meet 15 mins "
                                       "before.")
finish(question, expected="half past one - the green can't be mown till after 12", actual=reply)
