"""Batch 138 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Overblow Community Shop volunteers' notes (rota swaps, deliveries, the till, the building) go into one
qdrant collection; the helper answers whoever's on the till from a query of it.

Memory: 16th may Margaret: the shop's shutting at 1 on Weds 20th, the power's off for the new meter, there's a
letter from Northern Powergrid, sign on the door; Mon 18/5 Les: rang Powergrid about the letter - it's nothing to do
with our meter (that's not till July), they're replacing the substation on the green and the whole village is off
1-5, so the chiller stuff goes in Anita's freezer; Tue 19th Brenda: the till roll and the bread order. Question (Tue
19/5, Anita, on the till): "why we shutting at 1 tmrw? folk keep asking at the till" The assistant says the power's
off 1-5 for the whole village while they replace the substation on the green. The label says the new meter's being
fitted - in memory, how Margaret first read the letter.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b138_ctl_qdrant_shop_early_close_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("16th may", "Margaret", "shop's shutting at 1 on weds 20th - power's off for the new meter, letter from "
                             "Northern Powergrid came. I'll put a sign on the door"),
    ("16th may", "Tom", "did my first sat on my own, float balanced!! papers were late, van broke down at Spofforth"),
    ("Mon 18/5", "Les", "rang Powergrid re the letter - nowt to do with our meter (that's not till july). they're "
                        "replacing the substation on the green, whole village off 1-5. so chiller stuff in Anita's "
                        "big freezer before 1 pls"),
    ("Tue 19th", "Brenda", "till roll's low, 2 left in the drawer. bread order for sat up to 18 white 12 brown"),
]

client = QdrantClient(":memory:")
client.create_collection("overblow-shop", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
for i, (day, who, text) in enumerate(NOTES, 1):
    line = f"{day} {who}: {text}"
    client.upsert("overblow-shop", points=[
        models.PointStruct(id=i, vector=offline.embed([line])[0], payload={"from": who, "date": day, "text": line})])

question = "why we shutting at 1 tmrw? folk keep asking at the till"
vector = offline.embed(["why is the shop shutting at 1 on wednesday power off"])[0]
hits = [p.payload["text"] for p in client.query_points("overblow-shop", query=vector, limit=4).points]
context = ["Today is Tue 19 May 2037. You are talking to Anita, a volunteer on the till at Overblow Community "
           "Shop."] + hits
assert any("power's off for the new meter" in c for c in context), context
assert any("nowt to do with our meter" in c and "substation on the green" in c for c in context), context
reply = answer(question, context, mock="The power's off for the whole village from 1 till 5 - they're replacing "
                                       "the substation on the green. (It's not the meter, that's July.)")
finish(question, expected="the new electric meter's being fitted", actual=reply)
