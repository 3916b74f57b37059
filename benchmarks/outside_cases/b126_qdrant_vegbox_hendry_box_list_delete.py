"""Batch 126 (held out). A farm shop's veg box round: qdrant collection, a weekly clear-out of the swap notes once a
round is done, script style (each call its own trace).

App: Hollins Farm Shop keeps its veg box standing lists and the customers' swap notes (what they rang or texted in
about) in one qdrant collection; each point has a ``kind`` payload ("box", "swap", "round") and the swap notes a
``week`` number. Swaps are taken as one-offs, so once a Thursday round is done the app deletes ``kind == "swap"``
with ``week`` up to that round's.

Planted fault (DeletionError): the medium box this month is spuds, carrots, onions, beetroot, spring greens and a
bunch of rhubarb. Shaz's week-19 swap note says, among a one-off extra dozen eggs for the Parkers and Ted's flat tyre,
that Mrs Hendry (medium, Elm Cottage) rang - no beetroot at all any more, doctor's orders (kidney stones), leeks
instead every week from now on. After the week-20 round the clear-out deletes every swap note from weeks up to 20,
that one with them. Question (Weds 20/5, week 21, Dan, packing the boxes): "packing the mediums - what's going in mrs
hendry's this thurs?" -> expected spuds, carrots, onions, leeks, spring greens and rhubarb (leeks for the beetroot).
The assistant lists the standard medium with the beetroot.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides the list was in the
collection and found before the clear-out, and the delete removed it while it still held. Asserted: Shaz's note is
found before the delete and gone from the collection and the context after it; the medium box list is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b126_qdrant_vegbox_hendry_box_list_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SHAZ = ("wk 19 thurs - Mrs Hendry (medium, Elm Cottage) rang, NO beetroot at all any more, doctor's orders (kidney "
        "stones) - leeks instead every wk from now on pls. Parkers want an extra doz eggs just this wk, paid. Ted "
        "had a flat on Mill Lane so the round was an hr late, nobody moaned. Shaz")
POINTS = [
    ({"kind": "box"}, "MEDIUM box £16 (may): 1.5kg spuds, carrots, onions, beetroot, spring greens, bunch of rhubarb. "
                      "SMALL £11: same minus the greens + rhubarb. LARGE £21: medium + 6 eggs + a cauli"),
    ({"kind": "round"}, "thurs round: Ted does Hollins + Mill Lane from 9, Dan does the village 1.30-4. boxes packed "
                        "weds pm in the barn"),
    ({"kind": "swap", "week": 18}, "wk 18 - Vicarage away, no box. the Okafors want a large this wk only (family "
                                   "staying)"),
    ({"kind": "swap", "week": 19}, SHAZ),
    ({"kind": "swap", "week": 20}, "wk 20 - Mrs Hendry paid for may, £64 cash in the tin. no 8 Mill Lane skip this wk "
                                   "(hols)"),
    ({"kind": "box"}, "customers on medium: Hendry (Elm Cottage), Parkers, no 8 Mill Lane, the Old Forge, Vicarage"),
    ({"kind": "swap", "week": 21}, "wk 21 - Old Forge want 2 bunches of rhubarb, will pay the extra £2 on the day"),
]

client = QdrantClient(":memory:")
client.create_collection("hollins-boxes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("hollins-boxes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})
    for i, (meta, text) in enumerate(POINTS, 1)])

vector = offline.embed(["Mrs Hendry medium box this thurs beetroot leeks spuds"])[0]
before = [p.payload["text"] for p in client.query_points("hollins-boxes", query=vector, limit=4).points]
assert SHAZ in before, before

done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swap")),
                           models.FieldCondition(key="week", range=models.Range(lte=20))])
with fault():
    client.delete("hollins-boxes", points_selector=models.FilterSelector(filter=done))

stored = [p.payload["text"] for p in client.scroll("hollins-boxes", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("hollins-boxes", query=vector, limit=4).points]
question = "packing the mediums - what's going in mrs hendry's this thurs?"
context = ["Today is Weds 20 May 2037 (week 21). You are talking to Dan, packing the Hollins Farm Shop veg boxes."] + \
    hits
assert SHAZ not in stored and not any("kidney" in c or "leeks" in c for c in stored + context), stored
assert any("MEDIUM box £16 (may): 1.5kg spuds, carrots, onions, beetroot" in c for c in context), context
reply = answer(question, context, mock="The standard medium: 1.5kg spuds, carrots, onions, beetroot, spring greens "
                                       "and a bunch of rhubarb.")
finish(question, expected="spuds, carrots, onions, leeks (no beetroot - doctor's orders), spring greens, rhubarb",
       actual=reply)
