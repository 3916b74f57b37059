"""Batch 127 (held out). A community minibus scheme's rota and messages: qdrant collection, the rota question
searched with a ``kind == "rota"`` filter, script style (each call its own trace).

App: Ashby Community Minibus keeps the weekly driver rota, the passengers' bookings and the drivers' texts to the
office in one qdrant collection; each point has a ``kind`` payload ("rota", "booking", "message", "vehicle"). When
someone asks who's driving what, the helper searches with a filter on ``kind == "rota"`` so bookings and chat stay
out of the way.

Planted fault (RetrievalError, filtered by kind): the rota for w/c 29/6 has Keith on the Tues Tesco run (10-12.30).
Keith's text of Fri 26th, filed as a message, says his cataract op's been brought forward to Tues, so Marge is doing
the Tesco run - she's got her D1 back on her licence. The query filtered to the rota leaves the text out. Question
(Mon 29/6, Ann in the office): "who's driving the tesco run tmrw? mrs ellis wants to know if it's someone wholl help
with her bags" -> expected Marge. The assistant says Keith.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the text that decides the driver
is in the collection and the same search without the filter finds it, but the search the app made could not return
it. Asserted: the unfiltered search returns Keith's text; the filtered one leaves it out; the rota line with Keith
on the Tesco run is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b127_qdrant_minibus_tesco_driver_filtered", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEITH = ("Fri 26th - Keith: sorry Ann, they've brought my cataract op forward to tues so I can't do the tesco run. "
         "Marge says she'll do it, she's got her D1 back on her licence now. I'll drop the keys round hers sat. K")
POINTS = [
    ({"kind": "rota"}, "ROTA w/c 29/6: Mon library run 10-12 - Bill. Tue tesco run 10-12.30 - Keith. Weds day centre "
                       "9.15 + 3.30 - Marge + Bill. Thurs hospital shuttle 8.30-5 - Keith. Fri market 9.30ish - Ann"),
    ({"kind": "booking"}, "tesco run tue 30th: Mrs Ellis (walker, needs help w bags), Mr + Mrs Doyle, Edna from the "
                          "flats, Pauline (wheelchair - clamp) - 5 so far, £2 return"),
    ({"kind": "message"}, KEITH),
    ({"kind": "vehicle"}, "minibus MOT done 22.6., passed, advisory on the nearside tyre. fuel card's in the glovebox, "
                          "don't let it drop below a qtr"),
    ({"kind": "rota"}, "ROTA w/c 22/6: Mon library - Bill. Tue tesco - Keith. Weds day centre - Marge + Bill. Thurs "
                       "hospital - Keith. Fri market - Ann"),
    ({"kind": "message"}, "Tue 23rd - Bill: left the wheelchair clamp strap in the office, it's fraying, can we get a "
                          "new one before thurs"),
    ({"kind": "booking"}, "hospital shuttle thurs 2/7: Mr Begum 10.40 eye clinic, Joan 1.30pm fracture clinic"),
]

client = QdrantClient(":memory:")
client.create_collection("ashby-minibus", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("ashby-minibus", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})
    for i, (meta, text) in enumerate(POINTS, 1)])

vector = offline.embed(["who is driving the tesco run tues keith marge"])[0]
wide = [p.payload["text"] for p in client.query_points("ashby-minibus", query=vector, limit=4).points]
assert KEITH in wide, wide

rota_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rota"))])
with fault():
    found = client.query_points("ashby-minibus", query=vector, query_filter=rota_only, limit=4).points
hits = [p.payload["text"] for p in found]

question = "who's driving the tesco run tmrw? mrs ellis wants to know if it's someone wholl help with her bags"
context = ["Today is Mon 29 June 2037. You are talking to Ann, who runs the Ashby Community Minibus office."] + hits
assert KEITH not in context and not any("Marge says she'll do it" in c or "cataract" in c for c in context), context
assert any("Tue tesco run 10-12.30 - Keith" in c for c in context), context
reply = answer(question, context, mock="Keith - he's on the Tuesday Tesco run, 10 till 12.30.")
finish(question, expected="Marge - Keith's cataract op was brought forward to the Tuesday", actual=reply)
