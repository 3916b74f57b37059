"""Batch 51 (held out). A dog rescue's fosterer notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Teme Valley Dog Rescue (coordinator Anwen, about ten foster homes) keeps its notes as points with payload
``{"kind", "day", "text"}`` (kind: dog, vet, home, admin; day as yyyymmdd for vet visits). Every week the
assistant clears out the vet-visit notes that are over (``kind == "vet"`` and ``day`` before today) because the vet
sends the full records anyway and the fosterers only want what's coming up. Eleven points, Sep - Oct 2026.

Planted fault (DeletionError): the note on Bramble's stitches-out visit also held what the vet said about homing
her: "Fri 2/10 Bramble stitches out, wound's lovely. Kate (vet) says she's good to go for homing BUT no house with
cats - she went for the surgery cat in reception, proper lunge, had to be carried out". The Tue 20/10 clear-out
deletes it. Question (Sat 24/10, Anwen, after the Hendersons' home check): "can Bramble go to the Hendersons?" ->
expected no (they have two cats and the vet said no cats). The assistant says yes.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the 2/10 note is a hit
of the app's query before the delete, and is neither stored nor in the context after; Bramble's dog note and the
Hendersons' home-check note (two cats) are in the context. Another reading: none that we see; nothing else says
Bramble and cats don't mix.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b51_qdrant_rescue_bramble_cats_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VET = ("Fri 2/10 Bramble stitches out, wound's lovely. Kate (vet) says she's good to go for homing BUT no house "
       "with cats - she went for the surgery cat in reception, proper lunge, had to be carried out")
POINTS = [
    ("dog", 0, "Bramble - collie x, approx 3yo, spayed 18/9, w Sian + Gareth (foster) at Knighton on Teme. great "
               "w their 2 dogs, ok w kids over 8, pulls on the lead, knows sit + paw"),
    ("vet", 20260918, "18.9 Bramble spay at Teme Vets, Kate did it, collect 4pm, cone for 10 days, stitches out in 2 "
                      "wks"),
    ("home", 0, "Hendersons, Clun - home check done 22/10 by Lyn: big garden 6ft fence, both WFH, 2 cats (elderly, "
                "mostly upstairs), a 12yo. v keen on Bramble after the FB post"),
    ("vet", 20261002, VET),
    ("dog", 0, "Mack - lurcher, 7, w Anwen, needs dental, hates the car, sleeps 20 hrs a day lol"),
    ("admin", 0, "adoption fee £200 for dogs under 8, £120 over 8. contract + microchip transfer on the day"),
    ("vet", 20261009, "9 Oct Mack bloods - kidneys fine, dental booked 4/11 (£185, rescue rate)"),
    ("home", 0, "the Prices in Bewdley - passed, want an older dog, Mack maybe? no other pets, bungalow"),
    ("vet", 20261104, "Wed 4/11 Mack dental 8.30 drop off, nil by mouth from 8pm the night before"),
    ("admin", 0, "fosterers meeting Thurs 29/10 7.30 at the Talbot, Anwen's buying the first round"),
    ("dog", 0, "Pepper - staffie girl, 5, w the Morgans, shy w men at first, fine after 10 mins + a sausage"),
]

client = QdrantClient(":memory:")
client.create_collection("teme-rescue", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
client.upsert("teme-rescue", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "day": d, "text": text})
    for i, (k, d, text) in enumerate(POINTS, 1)])

question = "can Bramble go to the Hendersons?"
vector = offline.embed(["Bramble homing Hendersons cats vet"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("teme-rescue", query=vector, limit=5).points]
assert VET in before, before

# Tue 20 October: clear out the vet visits that are over
with fault():
    client.delete("teme-rescue", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="vet")),
        models.FieldCondition(key="day", range=models.Range(lt=20261020))])))

stored = [p.payload["text"] for p in client.scroll("teme-rescue", limit=50)[0]]
hits = client.query_points("teme-rescue", query=vector, limit=5).points
context = ["Today is Sat 24 October 2026."] + [h.payload["text"] for h in hits]
assert VET not in stored and VET not in context
assert any(c.startswith("Bramble - collie x") for c in context), context
assert any(c.startswith("Hendersons, Clun") for c in context), context
assert not any("surgery cat" in c or "no house" in c for c in context + stored), context
reply = answer(question, context, mock="Yes - the home check passed, and Bramble's great with other animals at "
                                       "Sian and Gareth's; the 12-year-old's fine too.")
finish(question, expected="No. They've got 2 cats and the vet said she can't live with cats", actual=reply)
