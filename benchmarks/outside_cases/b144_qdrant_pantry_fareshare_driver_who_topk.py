"""Batch 144 (held out). A village pantry's volunteer notes: qdrant collection, one root span per note and one for
the question; the helper's search keeps only its top 3 hits.

App: Luddenden Foot Community Pantry runs out of the Methodist hall (Tuesdays 10-12 and Thursdays 4-6, £3.50 a
week for a bag), stocked mostly by a Friday morning run to the Fareshare depot. Pam, who coordinates the
volunteers, and the others drop their notes into one qdrant collection; the helper answers with
``client.query_points(..., limit=3)`` - three notes was thought plenty for a short answer.

Planted fault (RetrievalError, cut off by top-k): the rota from 1/6 has the Friday Fareshare run with Keith driving
the church van, off 8.30ish, Yusuf unloading. Pam's note of Tue 23rd June says Keith's having his knee done on the
26th, no driving for 6 weeks, so Alan's doing the Fridays in his own van till Keith's back (he's checked his
insurance), and in passing that Keith's still doing the books from home. The query for the Friday driver ranks
that note fourth (behind the rota, Yusuf's note about the Friday depot slot and the church van note), so limit=3
leaves it out. Question (Thu 2/7, Yusuf): "who's driving for the fareshare run tmrw? depot want a name for the
gate" -> expected Alan, in his own van (Keith's had his knee done). The assistant says Keith, in the church van.

Expected verdict: RetrievalError at the qdrant query with limit=3 (wrapped in fault()): the note that hands the
Friday run to Alan is in the collection and the same query with limit=5 returns it, but the search the app made cut
it off. Asserted: the wider query returns it and the app's does not; the rota (driver Keith) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b144_qdrant_pantry_fareshare_driver_who_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-foot-pantry"
COVER = ("Tue 23rd Pam - Keith's having his knee done on the 26th, no driving for 6 wks. Alan's doing fridays "
         "instead in his own van till Keith's back, he's checked his insurance. Keith still doing the books from home")
NOTES = [
    "ROTA from 1/6 (Pam): TUES pantry 10-12 Pam, Carol + Yusuf. THURS 4-6 Dan + the Brownie leaders. FRI Fareshare "
    "run - driver Keith in the church van, off 8.30ish, back for 11, Yusuf unloading",
    "14/3 Dan - membership £3.50 a wk for a bag, 10 items + the fresh stuff. 62 households signed up, 9 on the "
    "waiting list",
    "22.3. Carol - the freezer from the Co-op's arrived!! in the back room, plug it in by the sink not the hall one",
    "Weds 8 Apr - Fareshare delivery notes go in the blue folder. check chilled temps on arrival, log sheet's on the "
    "fridge door",
    "16th may Yusuf - the friday Fareshare slot is 8.45 at the depot now, ring Gemma there if the van is running late",
    "church van - keys in the vestry key safe, fuel card in the glovebox. Rev Sarah needs it back by 12 on fridays "
    "for the funerals",
    COVER,
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "n": i})])

vector = offline.embed(["who is driving the van for the Fareshare run on friday"])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
assert COVER in wide, wide

question = "who's driving for the fareshare run tmrw? depot want a name for the gate"
with turn_span("question Thu 2/7"):
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Thu 2 July 2037. You are talking to Yusuf, a volunteer at Luddenden Foot Community Pantry "
               "who unloads the Friday Fareshare run."] + hits
    assert COVER not in context and not any("Alan" in c or "knee" in c for c in context), context
    assert any("driver Keith in the church van" in c for c in context), context
    reply = answer(question, context, mock="Keith - he's driving the church van, leaving about 8.30.")
finish(question, expected="Alan, in his own van - Keith's had his knee done", actual=reply)
