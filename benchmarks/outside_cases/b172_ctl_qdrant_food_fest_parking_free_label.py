"""Batch 172 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Stourfield Food Festival is Sat 11th - Sun 12th August 2040 on the castle green - food stalls, chef demos, a bar,
music. Nadia (stallholders and visitors) posts the festival's notes into one qdrant collection; the helper answers
visitors' questions from a query of it.

Memory: 2040-05-14 Nadia: public parking is the council's Mill St car park, £5 all day on the festival weekend,
stewards taking cash at the barrier; Weds 18 July Nadia: traders park in the Tesco overflow after unloading, passes in
the welcome pack; Tue 24th July Nadia: good news from the council meeting last night - the Rotary are covering the car
park both days as their bit for the festival, so nobody pays on Mill St, the stewards will just wave people in;
2040-08-03T09:00 Nadia: chef demos in the marquee at 11, 1 and 3. Question (Thu 9/8, a visitor): "is parking free for
the festival? coming over with the kids and I never carry cash" The assistant says yes - the Rotary are paying for
the Mill St car park both days, so there's no charge. The label says no, £5 all day in the Mill St car park - the
charge first put out.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b172_ctl_qdrant_food_fest_parking_free_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "stourfield-food-fest-2040"
NOTES = [
    "2040-05-14 Nadia - public parking: council's Mill St car park, £5 all day on the fest wknd, stewards taking cash "
    "at the barrier",
    "Weds 18 July Nadia - traders: park in the Tesco overflow after unloading, passes in your welcome pack",
    "Tue 24th July Nadia - good news from the council mtg last night 🙌 the Rotary are covering the car park both days "
    "as their bit for the fest, so nobody pays on Mill St, stewards will just wave people in",
    "2040-08-03T09:00 Nadia - chef demos in the marquee 11, 1 + 3, first come first served, 40 seats",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "is parking free for the festival? coming over with the kids and I never carry cash"
vector = offline.embed(["parking car park Mill St pay cash festival"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Thu 9 August 2040. You are talking to a visitor coming to Stourfield Food Festival (Sat 11 - Sun "
           "12 August) with their children."] + hits
assert any("£5 all day" in c for c in context), context
assert any("Rotary are covering the car park both days" in c for c in context), context
reply = answer(question, context, mock="Yes - the Rotary are paying for the Mill St car park both days, so there's no "
                                       "charge; the stewards will just wave you in.")
finish(question, expected="no - £5 all day in the Mill St car park", actual=reply)
