"""Batch 388 (held out). A New Territories village house residents' group: qdrant collection of the group's notes,
one root span per note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a
payload filter, the notices that have run out, and one of them also carried the village bus stop's move.

App: Sai Kwu Tsuen's residents' group (24 village houses, an owners' committee, a Tin Hau temple at the end of the
village road) keeps its notes in one qdrant collection (payload ``kind``: bus, fee, tinhau, meeting, notice). Mr
Tang (the committee chairman), Mrs Chan (the treasurer and secretary) and Ah Wai (the Tin Hau committee) post into
it; once a notice's dates are over Mrs Chan clears the notices out with a filter on ``kind``; the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): Mr Tang's bus note (2051-01-09 19:30) has the village bus to the MTR every 15 min,
6am to 11:30pm, HK$7.5 on Octopus, the stop outside the Tsz Tong (the ancestral hall) as usual. Ah Wai's notice of
Sun 26/3 is the Highways road works at the village entrance, 27/3 to 7/4, drive slow - and says, in the same
message, that the bus company is moving the stop to the new lay-by opposite the Tin Hau temple from 27/3, and it
stays there after the works, not going back to the Tsz Tong. Mrs Chan's clear-out (Mon 10/4, the works are done)
deletes the notices, that one with them. Question (Tue 11/4, Mrs Ho): "where to catch the village bus now ar? my
new helper start tmr, want to draw her a map" -> expected the new lay-by opposite the Tin Hau temple. The assistant
says outside the Tsz Tong.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ah Wai's Sun 26/3 notice was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the notice is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the lay-by, the temple stop or "not go back"); the bus note's "stop outside the Tsz
Tong" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b388_qdrant_village_bus_stop_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sai-kwu-tsuen-residents-2051"
MOVE = ("Sun 26/3 (Ah Wai) notice from Highways: road works at the village entrance 27/3 to 7/4, lorry in and out, "
        "drive slow pls 🚧 AND bus co say because of the works the village bus stop move to the new lay-by opposite "
        "the Tin Hau temple from 27/3, and it stay there after the works, not go back to the Tsz Tong")
NOTES = [
    (1, "bus", "Mr Tang", "2051-01-09 19:30 village bus 🚌 to the MTR every 15 min, 6am to 11:30pm, HK$7.5 Octopus "
                          "only. stop outside the Tsz Tong as usual, pls queue don't block the door"),
    (2, "fee", "Mrs Chan", "20/2 mgmt fee Q1 HK$420 per flat, 8 flats still not pay yet 😤 pls pay by end Feb"),
    (3, "tinhau", "Ah Wai", "Tin Hau 29/4 - fa pau parade 10am from the temple, poon choi 7pm at the basketball "
                            "court, HK$350 a head, names to me"),
    (4, "notice", "Mrs Chan", "3 Mar notice: water tank cleaning Sat 18/3 9am to 3pm, water off, store water the "
                              "nite before"),
    (5, "notice", "Ah Wai", MOVE),
    (6, "meeting", "Mr Tang", "owners meeting Sun 2/4 7pm at the Tsz Tong, agenda: CCTV, mgmt fee, Tin Hau budget. "
                              "proxy form from Mrs Chan"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where to catch the village bus now ar? my new helper start tmr, want to draw her a map"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 10/4"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVE in before, before
    expired = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="notice"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=expired))

with turn_span("question Tue 11/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 11 April 2051. You are talking to Mrs Ho, a resident of Sai Kwu Tsuen."] + hits
    assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("lay-by", "opposite the tin hau", "not go back")), stored
    assert any("stop outside the Tsz Tong as usual" in c for c in context), context
    reply = answer(question, context, mock="Outside the Tsz Tong - bus every 15 min to the MTR, HK$7.5 by Octopus.")
finish(question, expected="the new lay-by opposite the Tin Hau temple - the stop moved there on 27/3 and stays",
       actual=reply)
