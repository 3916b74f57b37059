"""Batch 134 (held out). A church food bank drive's notes: qdrant collection, a clear-out of the finished collections'
notes, one root span per note, one for the clear-out and one for the question.

App: St Barnabas' food bank drive keeps its notes (supermarket collections, the van, volunteers, the warehouse) in
one qdrant collection, each point with a ``kind`` and a ``status`` payload. Once a collection's been counted and
shelved, its notes are marked done, and the coordinator's weekly clear-out deletes everything marked done so the
helper only sees what's still coming up.

Planted fault (DeletionError): the rota for Sat 28th March (Morrisons, 10-4) has the van: Ray driving, Bev + Tom on
the trolleys. Den's note about the Tesco collection of 14/3, marked done once it was shelved, has - between the 31
crates and the tins of custard nobody wants - Ray off for a few weeks with his shoulder (op on the 20th), so Den's
doing the van on the 28th as well. The clear-out deletes every done point, that note with them. Question (Thu 26/3,
Pauline, the coordinator): "who's driving the van sat? need to text them the warehouse code" -> expected Den (Ray's
off with his shoulder). The assistant says Ray.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides who drives was in
the collection and found before the clear-out, and the delete removed it while it still held for the 28th.
Asserted: the note is found before the delete and is gone from the collection and the context after it; the rota
line (van: Ray driving) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b134_qdrant_foodbank_van_driver_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TESCO = ("14/3 Tesco Extra collection - 31 crates!! best one yet. loads of pasta + tins of custard (why always "
         "custard). Ray's off a few wks with his shoulder, op on the 20th, so Den says he'll do the van on the 28th "
         "as well, he's got the spare key. all shelved by 6")
POINTS = [
    ({"kind": "rota", "status": "open"}, "ROTA sat 28th march Morrisons 10-4: van - Ray driving, Bev + Tom on the "
                                         "trolleys, Pauline + Mags on the door with the lists, Kids from Youth Club "
                                         "11-1"),
    ({"kind": "collection", "status": "done"}, TESCO),
    ({"kind": "warehouse", "status": "open"}, "warehouse (unit 4 Canal St) key safe code changes every month, I'll "
                                              "text it to whoever's driving the week of. forklift only if Den's in"),
    ({"kind": "collection", "status": "done"}, "7.3. Co-op collection - 12 crates, Mags + Tom. nappies size 4 "
                                               "running low, added to the list"),
    ({"kind": "list", "status": "open"}, "shopping list for the door at Morrisons: UHT milk, tinned meat, coffee, "
                                         "toiletries, size 4+5 nappies, NOT pasta (we're full)"),
    ({"kind": "van", "status": "open"}, "van's the church minibus w the seats out, parked at the vicarage, fuel card "
                                        "in the glovebox"),
]

client = QdrantClient(":memory:")
client.create_collection("st-barnabas-foodbank", vectors_config=models.VectorParams(size=256,
                                                                                    distance=models.Distance.COSINE))
for i, (meta, text) in enumerate(POINTS, 1):
    with turn_span(f"note-{i} {meta['kind']}"):
        client.upsert("st-barnabas-foodbank", points=[
            models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})])

vector = offline.embed(["who is driving the van saturday 28th Morrisons Ray Den"])[0]
before = [p.payload["text"] for p in client.query_points("st-barnabas-foodbank", query=vector, limit=4).points]
assert TESCO in before, before

with turn_span("weekly clear-out"):
    done = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
    with fault():
        client.delete("st-barnabas-foodbank", points_selector=models.FilterSelector(filter=done))

question = "who's driving the van sat? need to text them the warehouse code"
with turn_span("question Thu 26/3"):
    stored = [p.payload["text"] for p in client.scroll("st-barnabas-foodbank", limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points("st-barnabas-foodbank", query=vector, limit=4).points]
    context = ["Today is Thu 26 March 2037. You are talking to Pauline, who coordinates St Barnabas' food bank "
               "drive."] + hits
    assert TESCO not in stored and not any("shoulder" in c or "Den says" in c for c in stored + context), stored
    assert any("van - Ray driving" in c for c in context), context
    reply = answer(question, context, mock="Ray - he's driving the van for Morrisons on Saturday, Bev and Tom are on "
                                           "the trolleys.")
finish(question, expected="Den - Ray's off with his shoulder (op on the 20th), Den's doing the van", actual=reply)
