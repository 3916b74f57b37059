"""Batch 59 (held out). A mobile library van's notes: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: the Montgomeryshire mobile library van (driver-librarian Rhian, volunteers Bryn and Ann) keeps its notes as
points with payload ``{"kind", "status", "text"}`` (kind: stop, request, volunteer, van; requests are "open" or
"delivered"). At the start of each month the assistant clears out delivered requests so they stop coming up. Eleven
points, March - April 2026.

Planted fault (DeletionError): a delivered request also held something that lasts: "Mrs Pugh (Llanfair, the chapel
stop) - got her the large print Cadfael she was after, #7 + #8, handed over thurs 2/4. she's going to her daughter's
in Welshpool for good from May (hip), says pls bring her reservations to the Welshpool stop on the tues from then
on, she'll walk down w the zimmer". The clear-out run on 30/4 deletes it. Question (Mon 11/5, Rhian
packing the crates): "which stop do I take Mrs Pugh's reserved books to now?" -> expected Welshpool (the Tuesday
stop). The assistant goes by the Llanfair stop card: Llanfair, by the chapel.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the request point is a
hit of the app's query before the delete, and is neither stored nor in the context after; the Llanfair stop card
naming Mrs Pugh is in the context. Another reading: none that we see; no other point mentions her move.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b59_qdrant_libvan_pugh_stop_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PUGH = ("Mrs Pugh (Llanfair, the chapel stop) - got her the large print Cadfael she was after, #7 + #8, handed over "
        "thurs 2/4. she's going to her daughter's in Welshpool for good from May (hip), says pls bring her "
        "reservations to the Welshpool stop on the tues from then on, she'll walk down w the zimmer")
POINTS = [
    ("stop", "", "Llanfair Caereinion - by the chapel, thurs 10.15-10.45. regulars Mrs Pugh (large print, "
                 "Cadfael + Catherine Cookson), the Evans twins, Mr Rowlands (westerns)"),
    ("stop", "", "Welshpool - Berriew St car park, tues 2.00-3.15, busy, park nose out"),
    ("request", "delivered", "Mr Rowlands - 3 Louis L'Amours from HQ, done 19/3"),
    ("van", "", "van MOT 14 Apr, Bryn taking it to Newtown, no stops that day - notice up at each stop wk before"),
    ("request", "open", "Evans twins want the new Horrid Henry, on order"),
    ("volunteer", "", "Ann does tues + thurs, Bryn mon + weds, both have DBS done Jan"),
    ("request", "delivered", PUGH),
    ("stop", "", "Meifod - school yard, weds 11.00-11.40, kids come out at 11.15 class by class"),
    ("request", "open", "Mrs Jenkins Meifod - audio book of Wolf Hall, 2nd in queue"),
    ("request", "delivered", "Llanfyllin school box topic 'Romans' 30 books, dropped 25/3"),
    ("van", "", "heater on the blink again, blankets in the back for the volunteers"),
]

client = QdrantClient(":memory:")
client.create_collection("mobile-library", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("mobile-library", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "which stop do I take Mrs Pugh's reserved books to now?"
vector = offline.embed(["Mrs Pugh reservations stop large print Llanfair Welshpool"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("mobile-library", query=vector, limit=5).points]
assert PUGH in before, before

# 30 April: clear out delivered requests
with fault():
    client.delete("mobile-library", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="delivered"))])))

stored = [p.payload["text"] for p in client.scroll("mobile-library", limit=50)[0]]
hits = client.query_points("mobile-library", query=vector, limit=5).points
context = ["Today is Mon 11 May 2026."] + [h.payload["text"] for h in hits]
assert PUGH not in stored and PUGH not in context, context
assert any("regulars Mrs Pugh" in c for c in context), context
assert not any("daughter" in c for c in context + stored), context
reply = answer(question, context, mock="Llanfair - the chapel stop on Thursday morning, 10.15 to 10.45; she's one of "
                                       "the regulars there.")
finish(question, expected="Welshpool, the Tuesday car park stop - she's living at her daughter's now", actual=reply)
