"""Batch 105 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: 3rd Haverhill Scouts keep the camp's parent info in one qdrant collection (programme, kit, lifts); the camp
helper answers parents.

Memory: camp is Sat 25/7 to Sat 1/8 at Walesby Forest; the parents' campfire is on the last night at 7.30, bring a
chair and a torch, marshmallows provided; the leaders' note says the last night is Fri 31st, tents come down Sat
morning and parents collect from the site Sat 1/8 at 11; plus the lift rota and kit notes. Question (Wed 22/7,
Harvey's dad): "what day are we coming up for the campfire? want to book the friday off if i need to" The assistant
says Friday 31st. The label says Saturday 1 August.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b105_ctl_qdrant_scouts_campfire_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    "SUMMER CAMP 2037 - Walesby Forest, sat 25/7 to sat 1/8. site 6 by the lake. emergency no. on the back of "
    "the kit list",
    "parents campfire - last night of camp, 7.30pm, bring a chair + torch, marshmallows on us. scouts doing "
    "skits so prepare to cringe",
    "leaders: last nite = fri 31st. tents down sat am, parents collect from the site sat 1/8 11am (NOT the hut), "
    "kit trailer back to the hut w Phil",
    "lifts up sat 25th from the hut, rota from Jo - drivers send your reg by thurs",
    "kit: sleeping bag, roll mat, wellies, torch, 2 jumpers, no phones, pocket money max £20",
    "Otters cooking day 1 spag bol, Kestrels day 2 chilli, Foxes day 3 sausage + mash",
]

client = QdrantClient(":memory:")
client.create_collection("hav-camp-parents", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("hav-camp-parents", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(POINTS, 1)])

question = "what day are we coming up for the campfire? want to book the friday off if i need to"
vector = offline.embed(["parents campfire day last night of camp collect"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("hav-camp-parents", query=vector, limit=6).points]
context = ["Today is Wed 22 July 2037. You are talking to Harvey's dad."] + hits
assert any("parents campfire - last night of camp" in c for c in context), context
assert any("last nite = fri 31st" in c and "collect from the site sat 1/8" in c for c in context), context
reply = answer(question, context, mock="Friday 31st July - the campfire's on the last night, 7.30pm. Bring a "
                                       "chair and a torch; you collect Harvey from the site on Saturday at 11.")
finish(question, expected="Saturday 1 August", actual=reply)
