"""Batch 46 (held out). A parents' lift-share to the swimming club: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: four families (Kate, Dev, Rach, Tomasz) share the driving to Tenbury Otters swimming club - Tues and Thurs
evening training, Sat morning galas. Kate keeps the rota, swaps and club news as points with payload ``{"kind",
"until", "text"}`` (``until`` = the last day a swap applies, as yyyymmdd; 99999999 for standing notes) and every
Monday she clears out swaps that are over (a filter delete: kind == "swap" and until < today) so the assistant
stops bringing up old ones. Eleven points, April - May 2026.

Planted fault (DeletionError): Kate's swap note for Thu 7/5 also carries club news she added in passing: "swap
thurs 7/5 - I'm doing Dev's drop-off, his car's in for its MOT. ALSO Mel (coach) says from this wk the thurs squad
goes on till 7.45 not 7.15, extra half hr for the county qualifiers, so pick up's more like 7.50 - tell the
others". The Monday 11/5 clear-out deletes it. Question (Mon 11/5): "what time do I need to be at the pool to
collect the kids on Thursday?" -> expected ten to eight, as training goes on till 7.45 now. The assistant goes by
the rota: 7.20.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the swap note is a top
hit of the question's query before the delete and is neither stored nor in the context after; the rota's 7.20
pick-up is in the context. Another reading: none that we see; nothing else holds the new finishing time.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b46_qdrant_liftshare_thursday_pickup_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("swap thurs 7/5 - I'm doing Dev's drop-off, his car's in for its MOT. ALSO Mel (coach) says from this wk "
        "the thurs squad goes on till 7.45 not 7.15, extra half hr for the county qualifiers, so pick up's more like "
        "7.50 - tell the others")
POINTS = [
    ("rota", 99999999, "lift rota summer term: tues - Rach drops, Tomasz collects. thurs - Dev drops 5.40, I collect, "
                       "training 6-7.15 so be at the pool for 7.20, they're out quick. sat galas - whoever's free"),
    ("club", 99999999, "Otters subs £38/month from May (up £3), standing order to the club acct"),
    ("swap", 20260421, "swap tues 21/4 - Tomasz away, Rach doing both ways"),
    ("club", 99999999, "gala at Ludlow leisure centre sat 16 May, warm up 8.15, Mel wants them there by 8"),
    ("swap", 20260430, "thurs 30/4 - no training, pool closed for the chlorine thing"),
    ("swap", 20260507, SWAP),
    ("club", 99999999, "Ella's goggles left in Dev's car AGAIN (pink ones)"),
    ("swap", 20260505, "tues 5/5 - I'll collect instead of Tomasz, he's on lates"),
    ("club", 99999999, "kit: club hat + hoodie £24 from Mel, pay cash"),
    ("swap", 20260514, "thurs 14/5 - Rach doing my collect, I've got parents' eve at 7"),
    ("club", 99999999, "petrol money - £5 a wk each to whoever's driving most, sort at the end of term"),
]

client = QdrantClient(":memory:")
client.create_collection("otters-liftshare", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("otters-liftshare", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "until": u, "text": text})
    for i, (k, u, text) in enumerate(POINTS, 1)])

question = "what time do I need to be at the pool to collect the kids on Thursday?"
vector = offline.embed(["thurs squad training pick up time pool"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("otters-liftshare", query=vector, limit=5).points]
assert SWAP in before, before

# Monday 11 May: clear out the swaps that are over
with fault():
    client.delete("otters-liftshare", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="swap")),
        models.FieldCondition(key="until", range=models.Range(lt=20260511))])))

stored = [p.payload["text"] for p in client.scroll("otters-liftshare", limit=50)[0]]
hits = client.query_points("otters-liftshare", query=vector, limit=5).points
context = ["Today is Mon 11 May 2026."] + [h.payload["text"] for h in hits]
assert SWAP not in stored
assert any("be at the pool for 7.20" in c for c in context), context
assert not any("7.45" in c or "7.50" in c for c in context + stored), context
reply = answer(question, context, mock="7.20 - training's 6 till 7.15 and they come out quick. Dev's doing the "
                                       "drop-off at 5.40.")
finish(question, expected="Around 7.50pm - Thursday squad now swims till quarter to eight", actual=reply)
