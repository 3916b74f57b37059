"""Batch 86 (held out). A vintage car rally's route notes: qdrant collection, a clear-out by filter, script style
(each call its own trace).

App: the North Herts Vintage Motor Club keeps its Midsummer Run notes (route recces, marshal points, entries bits)
in one qdrant collection with ``kind`` and ``month`` in the payload. Before the run, Graham (clerk of the course)
clears out the spring recce notes, reckoning they've all been written into the printed route book.

Planted fault (DeletionError, deleted a note still in force): the clear-out deletes every kind "recce" note from
before June. One of them, Pauline's of 28/5, says Ashwell High St is shut on Sun 20/6 for the village fete, so the
run goes round by Hinxworth and the arrows go up the Friday before; that never got into the route book (the route
book line still runs the cars down Ashwell High St). Question (Sat 19/6, a marshal): "do the cars come through
Ashwell tomorrow?" -> expected no (the fete; they go round by Hinxworth). The assistant says yes.

Expected verdict: DeletionError at qdrant.delete (the clear-out, wrapped in fault()). Asserted: Pauline's note was
found by the question's query before the clear-out; afterwards it is gone and the route book line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b86_qdrant_rally_ashwell_route_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PAULINE = ("Pauline 28/5 recce: Ashwell high st SHUT sun 20th all day, it's their fete (bouncy castle in the "
           "road!). take them round by Hinxworth & back onto the Bygrave rd - adds ~2 miles. I'll put arrows up fri")
POINTS = [
    ("recce", 4, "Graham 14/4 recce: Baldock start fine, car park at the Tesco end holds 40ish, toilets locked til 9"),
    ("recce", 5, "Derek 9/5: pothole city on the Wallington lane, told the council, dont hold yr breath"),
    ("recce", 5, PAULINE),
    ("route", 6, "ROUTE BOOK p3: CP2 Bygrave church -> L down Ashwell High St, past the museum, R at the Bushel & "
                 "Strike, then on to the coffee stop at Newnham barns 10.30-11.15"),
    ("marshals", 6, "marshals: CP1 Graham + Sue, CP2 Derek, CP3 Pauline + Keith, sweep car = the Hendersons' Rover"),
    ("entries", 6, "62 entries, 14 pre-war, oldest a 1912 Humber - goes off first, 9.01"),
    ("recce", 4, "Keith 20/4: the ford at Hinxworth is dry, fine for anything"),
    ("route", 6, "lunch Hitchin Priory Park 12.30-2, cars on the grass by the lake, NOT the cricket pitch"),
]

client = QdrantClient(":memory:")
client.create_collection("nhvmc-midsummer-run", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
client.upsert("nhvmc-midsummer-run", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "month": month, "text": text})
    for i, (kind, month, text) in enumerate(POINTS, 1)])

question = "do the cars come through Ashwell tomorrow?"
vector = offline.embed(["Ashwell high st route sunday cars through Ashwell"])[0]
before = [p.payload["text"] for p in client.query_points("nhvmc-midsummer-run", query=vector, limit=5).points]
assert PAULINE in before, before

with fault():
    client.delete("nhvmc-midsummer-run", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="recce")),
        models.FieldCondition(key="month", range=models.Range(lt=6))])))

hits = client.query_points("nhvmc-midsummer-run", query=vector, limit=5).points
context = ["Today is Sat 19 June 2032, the day before the Midsummer Run. You are talking to a marshal."] + \
          [h.payload["text"] for h in hits]
assert PAULINE not in context and not any("fete" in c or "round by Hinxworth" in c for c in context), context
assert any("Ashwell High St" in c for c in context), context
reply = answer(question, context, mock="Yes - after CP2 at Bygrave church they turn left down Ashwell High St, past "
                                       "the museum, then on to the coffee stop at Newnham barns.")
finish(question, expected="no, they're sent round by Hinxworth because of the Ashwell fete", actual=reply)
