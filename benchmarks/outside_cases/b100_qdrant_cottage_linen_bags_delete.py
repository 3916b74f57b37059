"""Batch 100 (held out). A holiday cottage cleaning team's changeover board: qdrant collection, script style (each
call its own trace).

App: Sparkle Lets, a small cleaning team on the North Norfolk coast, keeps its notes in one qdrant collection:
each cottage's record (kind "cottage"), changeover notes (kind "changeover", status "done" once that changeover is
finished) and key notes (kind "keys"). The team's helper answers from whatever is in it. Every Sunday night Lou,
who runs the team, deletes the week's done changeover notes.

Planted fault (DeletionError): the clear-out on Sun 3/8 deletes the done changeover notes. One of them, from Sat
2/8 at Swallow Cottage, says the owner (Mr Finch) has put a sofa bed in the snug and wants it made up every
changeover from now on, so that's 4 linen bags for Swallow, not 3 - "tell the laundry". The cottage record still
says 3 bedrooms, 3 linen bags. Question (Fri 8/8, Mel, who does the laundry run): "how many bags do i pick up from
Holt laundry for swallow tmrw?" -> expected 4 (the three bedrooms plus the sofa bed). The assistant says 3.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the sofa-bed
note is in the search results before the delete and gone from the collection and the context after it; the
record's 3-bag line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b100_qdrant_cottage_linen_bags_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SOFA = ("swallow sat 2/8 - Mel + Bex. all fine, guests left it v clean. Mr Finch popped in, he's put a sofa bed "
        "in the snug + wants it made up every changeover from now on so thats 4 linen bags for swallow not 3!! "
        "tell the laundry. done 2.50pm")
POINTS = [
    ("cottage", "-", "SWALLOW COTTAGE, Blakeney - owner Mr Finch. 3 bed (king, double, twin) = 3 linen bags. "
                     "changeover sat 10-3. dog friendly so hoover the sofas. keysafe by the back door"),
    ("changeover", "done", SOFA),
    ("cottage", "-", "HERON'S REACH, Cley - 2 bed, 2 linen bags, changeover fri. hot tub - chemicals in the shed"),
    ("changeover", "done", "herons fri 1.8 - hot tub drained + refilled, 2 towels missing, told the agency. done"),
    ("keys", "-", "spare keys for all 3 in the office safe, code is Lou's bday backwards"),
    ("changeover", "-", "sat 9/8 rota: swallow = Mel + Bex 10am, the old forge = Lou + Tash"),
    ("cottage", "-", "THE OLD FORGE, Wiveton - 4 bed, 4 linen bags + 2 cot sheets, no pets"),
    ("changeover", "done", "old forge sat 2/8 - cot was broken, owner replacing. done 3.15"),
]

client = QdrantClient(":memory:")
client.create_collection("sparkle-lets", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("sparkle-lets", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "how many bags do i pick up from Holt laundry for swallow tmrw?"
vector = offline.embed(["Swallow Cottage linen bags laundry changeover"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("sparkle-lets", query=vector, limit=8).points]
assert SOFA in before, before

# Sun 3/8, Lou's weekly tidy: the done changeover notes go
with fault():
    client.delete("sparkle-lets", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("sparkle-lets", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("sparkle-lets", query=vector, limit=8).points]
context = ["Today is Fri 8 August 2036. You are talking to Mel, who does the laundry run."] + hits
assert SOFA not in stored and SOFA not in context
assert not any("sofa bed" in c or "not 3" in c for c in stored + context)
assert any("3 bed (king, double, twin) = 3 linen bags" in c for c in context), context
reply = answer(question, context, mock="3 bags for Swallow - one for each bedroom (king, double and twin).")
finish(question, expected="4", actual=reply)
