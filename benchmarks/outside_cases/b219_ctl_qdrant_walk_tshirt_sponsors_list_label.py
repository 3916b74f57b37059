"""Batch 219 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, script style
(every call its own trace).

App: Kington Town FC walk Offa's Dyke from Kington to Knighton on Sun 17th May 2048 for new floodlights - 13 miles,
checkpoints on Hergest Ridge and at Gladestry, a minibus back, club t-shirts with the sponsors' logos on the back.
Gaz (the club's walk organiser) keeps his notes in a qdrant collection; the helper answers from the nearest notes.

Memory: 2048-03-05T20:00 Gaz - the walk, the route, money for the floodlights; Gaz - t-shirt sponsors on the back:
Kington Tyres, the Swan, Hergest Garden Centre and Arrow Vets, printed by Tees R Us, sizes by 1st May; Tue 14th Apr
- sad news, the Swan's shut its doors for good, the brewery pulled the plug last Friday, and Ian at the Co-op says
they'll go on the back and put in £100; the checkpoints. Question (Thu 16/4, Dawn, who's ordering the t-shirts):
"which sponsors are going on the back of the t-shirts? Tees R Us want the logos by fri" The assistant says Kington
Tyres, Hergest Garden Centre, Arrow Vets and the Co-op. The label says Kington Tyres, the Swan, Hergest Garden Centre
and Arrow Vets (the first list; the Swan has closed).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b219_ctl_qdrant_walk_tshirt_sponsors_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kington-town-fc-walk-2048"
NOTES = [
    ("walk", "2048-03-05T20:00 Gaz - SPONSORED WALK 🥾 sun 17th may, Offa's Dyke Kington to Knighton, 13 miles, "
             "minibus back. all money to the floodlights fund ⚽"),
    ("tshirts", "t-shirts - sponsors on the back: Kington Tyres, the Swan, Hergest Garden Centre + Arrow Vets. "
                "printed by Tees R Us, need sizes by 1st may"),
    ("tshirts", "Tue 14th Apr Gaz - sad news, the Swan's shut its doors for good, brewery pulled the plug last fri 😢 "
                "Ian at the Co-op says they'll go on the back + put in £100 👍"),
    ("route", "checkpoints - top of Hergest Ridge (water + jelly babies) + Gladestry church (loos + bacon rolls)"),
    ("sponsor forms", "sponsor forms in by 31st may, £5 min per walker, Gift Aid box ticked if u can"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Gaz"})
                            for i, (kind, text) in enumerate(NOTES, 1)])

question = "which sponsors are going on the back of the t-shirts? Tees R Us want the logos by fri"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 16 Apr 2048. You are talking to Dawn, who's ordering the t-shirts for Kington Town FC's "
           "sponsored walk (Sun 17 May)."] + hits
assert any("Kington Tyres, the Swan, Hergest Garden Centre + Arrow Vets" in c for c in context), context
assert any("the Swan's shut its doors for good" in c and "Co-op says they'll go on the back" in c
           for c in context), context
reply = answer(question, context, mock="Kington Tyres, Hergest Garden Centre, Arrow Vets and the Co-op - the Swan's "
                                       "closed down, so the Co-op's logo goes on in its place.")
finish(question, expected="Kington Tyres, the Swan, Hergest Garden Centre and Arrow Vets", actual=reply)
