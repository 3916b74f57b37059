"""Batch 381 (held out). A village eisteddfod's takings: qdrant collection of the committee's notes, script style
(every call its own trace); for a "how much" question the helper asks only the money and teas notes, and the note
with the adjudicator's fee given back was filed under the choir.

App: Eisteddfod Llanhelyg was held on Sat 13th May 2051 in Capel Bethania and the vestry - recitation, solos,
the choirs, the children's competitions in the afternoon, the chapel ladies doing teas and a cake stall in the
vestry, a raffle. Glenys (the treasurer) files the committee's notes into one qdrant collection with payload
``kind`` (money, teas, choir, stage, programme); for a "how much" question the helper asks only the money and teas
notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Glenys's notes of Mon 15/5 have the door £418 and the
programmes £96.50, the teas and cake stall £187.20, and the raffle £142. Her note of Tue 16/5 starts with the choir
going back to Thursdays (so it was filed as choir) and says, in passing, that Mr Eifion Rowlands the adjudicator
wouldn't take his fee - said put it back to the eisteddfod - so that's another £75 to add to the takings. Question
(Thu 18/5, Rhian, the secretary): "how much did the eisteddfod make altogether? want to put it in the chapel
newsletter" -> expected £918.70 (418 + 96.50 + 187.20 + 142 + 75). The scoped query returns the door, teas and
raffle notes; the assistant says £843.70.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tue 16/5 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£75, the fee or Mr Rowlands; the door, teas and raffle money are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b381_qdrant_eisteddfod_takings_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "eisteddfod-llanhelyg-2051"
FEE = ("Tue 16/5 - choir's back to Thursdays from next wk, 7 in the vestry, diolch bois for all the extra practices. "
       "oh and Mr Eifion Rowlands the adjudicator wouldn't take his fee!! said put it back to the eisteddfod, there's "
       "kind, so that's another £75 to add to the takings 🙏")
NOTES = [
    (1, "money", "Mon 15/5 Glenys - eisteddfod takings counted w/ Mair in the vestry: door £418, programmes £96.50 "
                 "(193 @ 50p). banked this morning"),
    (2, "teas", "Mon 15/5 - teas + the cake stall in the vestry made £187.20, the chapel ladies were run off their "
                "feet, Welsh cakes all gone by 3"),
    (3, "money", "Mon 15/5 - raffle £142 🎟️ Ifor's lamb joint went to a man from Trefelin, nobody knew him 😂"),
    (4, "choir", FEE),
    (5, "stage", "Sun 14/5 - staging to come down Sat morning now in a minute, Huw + the young farmers, the trailer's "
                 "in the chapel yard"),
    (6, "programme", "Weds 17/5 - printer wants copy for next yr's programme by Jan, same prizes unless the "
                     "committee says otherwise"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Glenys"})
                            for pid, kind, text in NOTES])

question = "how much did the eisteddfod make altogether? want to put it in the chapel newsletter"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert FEE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["money", "teas"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=money)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 18 May 2051. You are talking to Rhian, secretary of Eisteddfod Llanhelyg (held Sat 13 May "
           "at Capel Bethania)."] + hits
assert FEE not in hits and not any(w in c.lower() for c in context for w in ("£75", "his fee", "rowlands")), context
assert any("door £418, programmes £96.50" in c for c in context), context
assert any("£187.20" in c for c in context), context
assert any("raffle £142" in c for c in context), context
reply = answer(f"(Rhian) {question}", context,
               mock="£843.70 altogether - door £418, programmes £96.50, teas and cakes £187.20 and the raffle £142.")
finish(question, expected="£918.70 - with the £75 Mr Rowlands gave back from his fee", actual=reply)
