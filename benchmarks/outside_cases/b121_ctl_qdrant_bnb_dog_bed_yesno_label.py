"""Batch 121 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (each
call its own trace).

App: Larkrigg Farm B&B keeps its bookings, guests' emails and Gill's jottings in one qdrant collection (payload
``kind`` and ``text``); the helper answers whoever's getting the rooms ready.

Memory: booking, the Hendersons, room 4 (the garden room, the dog-friendly one), 3 nights from fri 22nd May, 2 adults
+ Bramble (springer spaniel), £15 dog fee paid; Mrs Henderson's email of 12/5: Bramble's stopping with her sister
after all - she's due her pups any day and they don't want to move her - so it's just the two of them, and Gill's
refunded the £15. Question (Thu 21/5, Dan, doing the rooms): "do i need to put the dog bed + bowls in 4 for the
hendersons?" The assistant says no. The label says yes, Bramble's coming and the dog fee's paid - in memory, but the
dog is staying at the sister's.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b121_ctl_qdrant_bnb_dog_bed_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("booking", "BOOKING Hendersons - room 4 (garden room, the dog friendly one), 3 nts from fri 22nd May, 2 adults "
                "+ Bramble (springer spaniel). £15 dog fee paid w the deposit. arriving 5ish"),
    ("booking", "BOOKING the Lius - room 1 (the double), fri 22nd + sat 23rd, veggie breakfasts, early one sat 7.30 "
                "as they're doing the 3 peaks"),
    ("email", "from Mrs Henderson 12/5: hi Gill, Bramble's stopping w my sister after all, she's due her pups "
              "any day now and we don't want to move her! so just the two of us. sorry to mess you about. (Gill: "
              "refunded the £15)"),
    ("jotting", "dog room kit - bed, 2 bowls, towels for muddy paws, in the boot room cupboard. hoover the garden "
                "room after any dog, hairs everywhere"),
    ("jotting", "Tue 19/5 laundry back, 2 pillowcases missing again. fresh flowers for 1 + 4 from Lynn's fri am"),
]

client = QdrantClient(":memory:")
client.create_collection("larkrigg", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("larkrigg", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "do i need to put the dog bed + bowls in 4 for the hendersons?"
vector = offline.embed(["Hendersons room 4 dog Bramble bed bowls"])[0]
hits = [p.payload["text"] for p in client.query_points("larkrigg", query=vector, limit=5).points]
context = ["Today is Thu 21 May 2037. You are talking to Dan, who's getting the rooms ready at Larkrigg Farm B&B."]
context += hits
assert any("Bramble (springer spaniel). £15 dog fee paid" in c for c in context), context
assert any("Bramble's stopping w my sister after all" in c for c in context), context
reply = answer(question, context, mock="No - Bramble's staying with Mrs Henderson's sister (she's due her pups), so "
                                       "it's just the two of them. Gill refunded the dog fee.")
finish(question, expected="yes - Bramble the springer's coming, the £15 dog fee's paid", actual=reply)
