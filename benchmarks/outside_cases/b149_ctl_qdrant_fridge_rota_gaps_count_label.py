"""Batch 149 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Sue coordinates the volunteers at Elland Community Fridge (Southgate Methodist hall, open 10-6 every day, a
morning and an afternoon check each day) and keeps the rota notes in one qdrant collection; the helper answers from
``query_points``.

Memory: info: 14 slots a week, morning and afternoon every day, the morning one does the temp log; 14/3 Sue: 11 of
14 filled, gaps Tue pm, Thu am, Sun pm; 16th may Sue: Gwen from the WI says put her down for Tuesday evenings, she's
nowt on since choir finished, and Pat who lives next door to the hall will take Sunday teatimes; Tue 23rd (June)
Raj: the fridge read 3 degrees, all good. Question (Weds 24/6, Sue): "how many gaps on the rota now? want to put a
shout out on the fb page" The assistant says 1 (Thursday morning). The label says 3 - in memory, the count of 14/3,
from before Gwen and Pat took their slots.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b149_ctl_qdrant_fridge_rota_gaps_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "elland-fridge-rota"
NOTES = [
    "ROTA: 14 slots a wk, am + pm every day. am does the temp log + the date labels, pm does the tidy + bins",
    "14/3 Sue - rota 11 of 14 filled!! gaps are tue pm, thurs am + sun pm",
    "16th may Sue - Gwen from the WI says put her down for tues evenings, she's nowt on since choir finished. + Pat "
    "who lives next door to the hall will take sun teatimes, she's got a key anyway",
    "Tue 23rd Raj - fridge read 3 degrees, all good. someone left a whole lasagne, labelled it",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many gaps on the rota now? want to put a shout out on the fb page"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 24 June 2037. You are talking to Sue, who coordinates the volunteers at Elland Community "
           "Fridge."] + hits
assert any("11 of 14 filled" in c and "tue pm, thurs am + sun pm" in c for c in context), context
assert any("tues evenings" in c and "sun teatimes" in c for c in context), context
reply = answer(question, context, mock="Just the one - Thursday morning. Gwen's doing Tuesday evenings and Pat's "
                                       "taking Sunday teatimes.")
finish(question, expected="3 - Tuesday afternoon, Thursday morning and Sunday afternoon", actual=reply)
