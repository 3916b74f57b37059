"""Batch 154 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Trev, secretary of Ovenden Brass Band, keeps the notes for the band's trip to the Spring Festival contest at the
Winter Gardens, Blackpool (Sun 10th May 2037) in one qdrant collection; the helper answers the players and their
families from a search of it.

Memory: 14/3 Trev: coach 7.30 from the bandroom (Holroyd's 49 seater), back about 9pm, £22 a head; Weds 8 Apr Andy:
extra rehearsal Thurs 30th; 2037-04-20T18:05 Trev: the draw's out, they're 14th of 22, on about half 2, so nobody
needs to be up at stupid o'clock - he's rung Holroyd's and the driver'll be at the bandroom for quarter to 9, away
at 9; Kev's van is taking the percussion and stands and he's off at half 7 to get them in the warm-up room; Sat 2/5
Sue: spare caps and white gloves in the bandroom cupboard. Question (Thu 7/5, Kirsty, her lad
wants a lift on the coach): "what time's the coach going sun? my lad wants to come on it" The assistant says 9 from
the bandroom (the driver's there for quarter to). The label says 7.30 - in memory, the coach time before the draw and
Kev's van's time the same morning.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b154_ctl_qdrant_brassband_coach_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ovenden-band-blackpool-2037"
NOTES = [
    "14/3 Trev - Blackpool sun 10th may, coach 7.30 from the bandroom (Holroyd's 49 seater), back abt 9pm. £22 a "
    "head, kids half",
    "Weds 8 Apr Andy - extra rehearsal thurs 30th 7.30-9.30 full band, we'll run it twice",
    "2037-04-20T18:05 Trev - draw's out, we're 14th of 22, on abt half 2 so nobody needs to be up at stupid o'clock. "
    "rung Holroyd's, driver'll be at the bandroom for quarter to 9, away at 9. Kev's van is taking the percussion + "
    "stands, he's off at half 7 to get them in the warm up room",
    "Sat 2/5 Sue - spare caps + white gloves in the bandroom cupboard, name in your gloves pls",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "what time's the coach going sun? my lad wants to come on it"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 7 May 2037. You are talking to Kirsty, who plays 2nd cornet in Ovenden Brass Band; her son "
           "wants to come on the coach to the Spring Festival contest at Blackpool on Sun 10 May."] + hits
assert any("coach 7.30 from the bandroom" in c for c in context), context
assert any("away at 9" in c and "off at half 7" in c for c in context), context
reply = answer(question, context, mock="9 o'clock from the bandroom - the driver's there for quarter to. (Kev leaves "
                                       "at half 7, but that's his van with the percussion.)")
finish(question, expected="7.30", actual=reply)
