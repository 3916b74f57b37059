"""Batch 170 (held out). A darts league's finals night notes: qdrant collection, script style (each call its own
trace); the players' helper queries only the "finals" channel and misses the committee note that put the night back.

App: the Mid-Wyre Darts League finals night is Fri 20th May 2039 at the Legion club - pairs and singles finals on the
boards in the function room, the big screen on board 1, a buffet from the Legion ladies, the presentation after. Sue
(league secretary) and Kev (the Legion's steward) post notes into one qdrant collection with a ``channel`` in the
payload - "finals" for the players' thread, "committee" for the organisers'; the helper answers players and markers
with a query filtered to ``channel == "finals"``.

Planted fault (RetrievalError, scoped out by the query's filter): Sue's 14/3 note (finals channel) has doors 6.30,
pairs final 7, singles final 8 on board 1. Kev's note of Tue 3rd May, posted in the committee channel, says the
function room's got a wake in it till 7 on the 20th and it can't be moved, so the pairs final is 7.45ish, the buffet
while they clear the boards, and the singles not before 9 - Sue's ok with it. The finals filter leaves it out.
Question (Weds 18/5, Ian, chalking the singles final): "what time's the singles final? I'm chalking it and I'm on a
late till 8" -> expected 9 (not before 9 - the wake has the room till 7 so the night's gone back). The assistant says 8.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): Kev's note is in the
collection and the same query without the filter finds it, but the app's channel filter cut it from the context.
Asserted: the unfiltered query returns it; the filtered one does not and no context line mentions the wake, 7.45 or
"not before 9"; Sue's singles-at-8 note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b170_qdrant_darts_singles_time_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mid-wyre-darts-finals-2039"
LATER = ("Tue 3rd May Kev (Legion) - bad news, the function room's got a wake in it till 7 on the 20th, can't shift "
         "it 😕 so pairs final 7.45ish, buffet while we clear the boards, singles final not before 9. Sue's ok w it")
NOTES = [
    ("finals", "14/3 Sue - finals night fri 20th may at the Legion!! doors 6.30, pairs final 7 on boards 1+2, singles "
               "final 8 on board 1 (big screen), presentation after. players free, £3 a head buffet for everyone else"),
    ("finals", "22.3. Sue - singles final is Gareth Price (Feathers A) v Mo Saleem (Legion B) 🎯 best of 9 legs, "
               "markers + chalkers pls let me know"),
    ("committee", LATER),
    ("committee", "Weds 11th May Sue - trophies back from the engravers, in Kev's office. need someone to do the "
                  "raffle"),
    ("finals", "2039-05-16T20:10 Sue - finalists in league shirts pls, no football tops. hospice raffle on the night, "
               "£1 a strip"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "channel": channel})
                            for i, (channel, text) in enumerate(NOTES, 1)])

question = "what time's the singles final? I'm chalking it and I'm on a late till 8"
vector = offline.embed([question])[0]
everything = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
assert LATER in everything, everything
with fault():
    found = client.query_points(COLL, query=vector, limit=3, query_filter=models.Filter(
        must=[models.FieldCondition(key="channel", match=models.MatchValue(value="finals"))]))
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 18 May 2039. You are talking to Ian, who is chalking the singles final at the Mid-Wyre "
           "Darts League finals night (Fri 20 May, the Legion club)."] + hits
assert LATER not in context and not any("wake" in c or "7.45" in c or "not before 9" in c for c in context), context
assert any("singles final 8 on board 1" in c for c in context), context
reply = answer(question, context, mock="8 o'clock on board 1 - the one on the big screen, after the pairs final at 7.")
finish(question, expected="9 - not before 9, the function room has a wake in it till 7 so the night's gone back",
       actual=reply)
