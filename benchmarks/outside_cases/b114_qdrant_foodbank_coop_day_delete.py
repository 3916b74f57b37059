"""Batch 114 (held out). A food bank's collections and jobs board: qdrant collection, a clear-out of done jobs,
script style (each call its own trace).

App: Eastfield Food Bank logs standing pick-ups, jobs and odd notes in one qdrant collection with ``kind`` and
``status`` ("open"/"done") payloads. Once a month Sandra, the coordinator, clears the jobs ticked off as done.

Planted fault (DeletionError): Sandra's job "ring the co-op re pick-ups" was ticked done on 22.3. with what Bev, the
new manager at the Ashby Rd Co-op, said on the phone: Tuesday's their delivery day, chaos, so our pick-up is WEDS
from 2.30 from now on, round the back by the bins. Being a done job, it goes in the clear-out; the standing pick-ups
card still says Co-op Ashby Rd tues 10am. Question (Mon 20/4, Ruth, a driver): "what day am i doing the co-op on
ashby rd this wk?" -> expected Wednesday (from 2.30, round the back, ask for Bev). The assistant says Tuesday.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides the answer was in
the store and found before the clear-out, and the delete removed it while it was still needed. Asserted: the 22.3.
note is found before the delete and gone from the collection and the context after it; the card is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b114_qdrant_foodbank_coop_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WEDS = ("rang co-op 22.3. - Bev (new mgr) says tues is their delivery day, total chaos, so ours is WEDS from 2.30 "
        "from now on, round the back by the bins, ask for Bev not the tills. DONE - Sandra")
POINTS = [
    ("card", "open", "STANDING PICKUPS: Co-op Ashby Rd tues 10am (ask at the tills), Tesco Express fri 8.30-9, "
                     "Greggs end of day mon/weds/fri half 6 - Greggs is Paul's"),
    ("job", "done", WEDS),
    ("job", "done", "collect the fridge from Hannah's mum 14/3 - done, it's in the back room, needs a clean"),
    ("job", "done", "DBS forms for the 2 new sat volunteers sent off 2/4"),
    ("note", "open", "running low: tinned meat, UHT milk, coffee, loo roll. plenty of pasta + beans (too many beans "
                     "lol)"),
    ("job", "open", "van MOT due 30/4, booked in at Kwik Fit 8.30 Tue 28th, someone needs to drop it"),
    ("note", "open", "drivers pls fill the mileage book EVERY trip, the insurance want it"),
]

client = QdrantClient(":memory:")
client.create_collection("eastfield-board", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("eastfield-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

vector = offline.embed(["co-op ashby rd pick up day time collection"])[0]
before = [p.payload["text"] for p in client.query_points("eastfield-board", query=vector, limit=7).points]
assert WEDS in before, before

done = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
old, _ = client.scroll("eastfield-board", scroll_filter=done, limit=100)
ids = [p.id for p in old]
assert 2 in ids and len(ids) == 3, ids
with fault():
    client.delete("eastfield-board", points_selector=models.PointIdsList(points=ids))

stored = [p.payload["text"] for p in client.scroll("eastfield-board", limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points("eastfield-board", query=vector, limit=7).points]
question = "what day am i doing the co-op on ashby rd this wk?"
context = ["Today is Mon 20 April 2037. You are talking to Ruth, one of the drivers."] + hits
assert WEDS not in stored and not any("WEDS" in c or "Bev" in c for c in stored + context), context
assert any("Co-op Ashby Rd tues 10am" in c for c in context), context
reply = answer(question, context, mock="Tuesday - 10am at the Co-op on Ashby Rd, ask at the tills.")
finish(question, expected="Wednesday, from 2.30 round the back - ask for Bev", actual=reply)
