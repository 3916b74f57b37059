"""Batch 155 (held out). A rugby club's bonfire night: qdrant collection, script style (each call its own trace); the
secretary's clear-out of last year's notes deletes one that is still needed.

App: Sowerby Bridge RUFC hold their bonfire night on Sat 7th Nov 2037 (gates 5.30, bonfire lit half 6, fireworks at
7.15 by Bangers & Co, hog roast and treacle toffee, marshals from the club). The committee's notes are in one qdrant
collection with a ``year`` and a ``kind`` in the payload. On Mon 12/10 Lynne, the secretary, clears out last year's
notes with ``client.delete(..., points_selector=FilterSelector(filter=year == 2036))`` so the helper only sees this
year's.

Planted fault (DeletionError): Dave's plan for this year (14/9, copied from last year's sheet) has the fireworks
fired from behind the clubhouse. Kev's debrief of last year's night (2036-11-10, so year 2036) says it was a good
night (1100 through the gate), and, for next year, that the insurers want the fireworks going off from the far end of
the 2nd team pitch by the railway fence because the new stand's too close to the clubhouse end, and that they need
more bins on the car park. The clear-out deletes the debrief with the rest of 2036. Question (Thu 5/11, Gaz, head
marshal): "where are the fireworks going off from sat? need to know where to put the rope line" -> expected the far
end of the 2nd team pitch, by the railway fence. The assistant says behind the clubhouse.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Kev's debrief was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided where
the fireworks go off. Asserted: the debrief is found before the delete and is gone from the collection and the
context after it; the plan (fireworks from behind the clubhouse) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b155_qdrant_bonfire_firing_site_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sbrufc-bonfire"
DEBRIEF = ("2036-11-10 Kev - debrief: good nite, 1100 thru the gate, hog roast sold out by 8. FOR NEXT YR: insurers "
           "want the fireworks going off from the far end of the 2nd team pitch by the railway fence, the new stand's "
           "too close to the clubhouse end. + more bins on the car park, it was a tip")
NOTES = [
    ({"year": 2036, "kind": "money"}, "2036-11-09 Lynne - takings £4,860 on the gate + £1,200 bar, fireworks were "
                                      "£2,500 so a good yr"),
    ({"year": 2036, "kind": "debrief"}, DEBRIEF),
    ({"year": 2036, "kind": "kit"}, "Tue 25th nov 2036 Gaz - hi vis back in the kit room, 3 torches missing, 2 "
                                    "radios need new batteries"),
    ({"year": 2037, "kind": "plan"}, "14/9 Dave - BONFIRE sat 7th nov. gates 5.30, bonfire lit half 6, fireworks "
                                     "7.15 fired from behind the clubhouse (Bangers & Co again). £6 adults, kids £3, "
                                     "under 5s free"),
    ({"year": 2037, "kind": "food"}, "22.9. Lynne - hog roast off Walsh's £6 a bap, veggie burgers, the minis' mums "
                                     "doing treacle toffee + parkin. bar til 10"),
    ({"year": 2037, "kind": "marshals"}, "Weds 30 Sep Gaz - 16 marshals on the sheet, briefing in the bar 4.30, hi "
                                         "vis + radios from the kit room"),
    ({"year": 2037, "kind": "bonfire"}, "2037-10-03T11:20 Dave - pallets from Brear's yard, the colts are building "
                                        "it sun 1st after training. no tyres!!"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, **meta})
                            for i, (meta, text) in enumerate(NOTES, 1)])

question = "where are the fireworks going off from sat? need to know where to put the rope line"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert DEBRIEF in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="year", match=models.MatchValue(value=2036))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Thu 5 November 2037. You are talking to Gaz, head marshal for Sowerby Bridge RUFC's bonfire night "
           "on Sat 7 November."] + hits
assert DEBRIEF not in stored and not any("railway fence" in c or "2nd team pitch" in c for c in stored + context), \
    stored
assert any("fired from behind the clubhouse" in c for c in context), context
reply = answer(question, context, mock="From behind the clubhouse - Bangers & Co are firing them at 7.15, so the rope "
                                       "line wants to be out from the clubhouse end.")
finish(question, expected="the far end of the 2nd team pitch, by the railway fence - the insurers want it away from "
                          "the new stand", actual=reply)
