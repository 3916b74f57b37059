"""Batch 54 (held out), control. A mobile dog groomer's customer cards: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace), 9 points.

App: Lauren (Shaggy to Chic grooming van, round Frome) keeps customer and dog notes as qdrant points with payload
``{"dog", "text"}``; the assistant answers from a search when she plans the day. Rolo, Mr Dean's Jack Russell,
nips when his nails are clipped, so the card says muzzle for nails. In June Mr Dean had Rolo's nails done at the vet's
while he was under for his teeth, and asked Lauren for just a bath and tidy from now on; Rolo is good as gold for
that.

No fault planted. Question (Thu 9/7, Lauren packing the van): "do I need the muzzle for Rolo tomorrow?" The model
answers no (it's bath and tidy only, no nails), right per memory. The label says yes, because he nips. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b54_ctl_qdrant_groomer_rolo_muzzle_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("rolo", "Rolo - JRT, Mr Dean, Rode. bath + nails every 8 wks, £35. NIPS at the nail clip - muzzle for nails, "
             "the small basket one"),
    ("biscuit", "Biscuit cockapoo Mrs Khan - 2.30 now (nights), always matted behind the ears"),
    ("monty", "Monty std poodle - 3 hrs + 45 hand dry, Mr O lifts him in"),
    ("rolo", "20.5 Rolo nipped me AGAIN at the back feet, drew blood, plaster. Mr Dean v apologetic"),
    ("van", "van - water heater fixed, insurance 1 Aug, MOT Nov"),
    ("rolo", "Mr Dean txt 16/6: Rolo had his teeth out at Westside vets under GA + they did his nails while he was "
             "under, vet says she'll keep doing them at his checkups. so just bath + tidy from you from now on, £28. "
             "he's fine for that, it's only his feet he hates"),
    ("ziggy", "Ziggy (doodle pup) - intro done, v wriggly, next one 3 wks"),
    ("rolo", "Rolo booked fri 10/7 9am, Rode - side gate, he'll be in the kitchen"),
    ("pepper-salt", "Tully sisters' westies - they like the bows, keep a pack of tartan ones in the van"),
]

client = QdrantClient(":memory:")
client.create_collection("shaggy-cards", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("shaggy-cards", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"dog": d, "text": text})
    for i, (d, text) in enumerate(POINTS, 1)])

question = "do I need the muzzle for Rolo tomorrow?"
vector = offline.embed(["Rolo muzzle nails nips bath tomorrow Mr Dean"])[0]
hits = client.query_points("shaggy-cards", query=vector, limit=6).points
context = ["Today is Thu 9 July 2026."] + [h.payload["text"] for h in hits]
assert any("muzzle for nails" in c for c in context), context
assert any("just bath + tidy from you" in c for c in context), context
assert any("Rolo booked fri 10/7" in c for c in context), context
reply = answer(question, context, mock="No - the vet does his nails now, you're only bathing and tidying him, and "
                                       "he's fine with that.")
finish(question, expected="yes, he nips so he has to wear it", actual=reply)
