"""Batch 68 (held out). A food bank's van log: qdrant-client ``:memory:`` with memtrace's offline embeddings, script
style (each call its own trace).

App: Stonehouse Food Bank runs one Transit van (drivers on a rota) for collections from supermarkets and drops to the
distribution centres. Each van-log entry is one point, payload ``{"month", "text"}`` (month "-" for standing instructions, which are kept). At the start of each month the
assistant clears out the month before last (``month == "jan"`` on 1 March) so searches stay on current runs. Ten
points, Jan - Feb 2029.

Planted fault (DeletionError): a January entry also held a standing arrangement: "fri tesco run 19/1 - 11 crates +
3 trays of bread. Pete had a word w the duty manager (Aisha) & we can use the loading bay round the side for fri
collections from now on, just tell the security lad on the barrier who we are. saves lugging it across the car park
in the rain". The 1 March clear-out deletes it. Question (Fri 8/3, Mick, a new driver): "can I take the van into
the Tesco loading bay for the collection today?" -> expected yes (tell security on the barrier). The assistant goes by
the standing instruction written before that (park at the far end of the customer car park): no.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of the
app's query before the delete, and is neither stored nor in the context after; the car-park entry is in the context.
Another reading: none that we see; no other point mentions the loading bay.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b68_qdrant_foodbank_loading_bay_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BAY = ("fri tesco run 19/1 - 11 crates + 3 trays of bread. Pete had a word w the duty manager (Aisha) & we can use "
       "the loading bay round the side for fri collections from now on, just tell the security lad on the barrier "
       "who we are. saves lugging it across the car park in the rain")
POINTS = [
    ("-", "Tesco Extra fri collections 2pm, park the van at the far end of the customer car park (by the "
            "recycling bins) + take the sack truck in, ask at customer services"),
    ("jan", "van mileage 5/1 - 41,220. wipers squeaking, Pete's getting new blades"),
    ("jan", BAY),
    ("jan", "drop to Cainscross centre tues 23rd: 14 crates, Sue signed. they need more tins of veg + UHT"),
    ("feb", "Co-op Ebley collection now weds 10am (was thurs), ask for Gemma"),
    ("feb", "van MOT passed 12/2, advisory on the rear tyres. £54.85"),
    ("feb", "Tesco 16/2 fri - 9 crates, loads of bakery. driver Mick's first run w Pete"),
    ("feb", "drivers - log the mileage EVERY run pls, the insurance want it monthly now"),
    ("feb", "Stonehouse centre drop weds 21st: 10 crates + the nappies donation (6 packs), Bev signed"),
    ("feb", "fuel card pin is w Sue, don't write it on the card!!"),
]

client = QdrantClient(":memory:")
client.create_collection("van-log", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("van-log", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"month": m, "text": text})
    for i, (m, text) in enumerate(POINTS, 1)])

question = "can I take the van into the Tesco loading bay for the collection today?"
vector = offline.embed(["Tesco fri collection where to park van loading bay car park"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("van-log", query=vector, limit=5).points]
assert BAY in before, before

# Fri 1 March: clear out January's entries
with fault():
    client.delete("van-log", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="month", match=models.MatchValue(value="jan"))])))

stored = [p.payload["text"] for p in client.scroll("van-log", limit=50)[0]]
hits = client.query_points("van-log", query=vector, limit=5).points
context = ["Today is Fri 8 March 2029. You are talking to Mick, who is doing the Tesco collection on his own."] + \
          [h.payload["text"] for h in hits]
assert BAY not in stored and BAY not in context
assert not any("loading bay" in c or "barrier" in c for c in context + stored), context
assert any("far end of the customer car park" in c for c in context), context
reply = answer(question, context, mock="No - nothing in the log says the bay's ok for us. Park at the far end of the "
                                       "customer car park by the recycling bins and take the sack truck in.")
finish(question, expected="yes, round the side - just tell the security lad on the barrier it's the food bank",
       actual=reply)
