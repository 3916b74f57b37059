"""Batch 205 (held out). A canoe club's river clean-up: qdrant collection, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the note that moved the launch ranks 4th.

App: Teme Valley Canoe Club's river clean-up is Sun 22nd Apr 2046 - boats along the Teme through Ludlow picking out
litter, bags and pickers from the council, a skip at the club, bacon butties after. Gwyn (the club secretary), Lyn
(the safety officer) and the members put their notes into one qdrant collection; when someone asks, the helper
queries it for the 3 nearest points (``client.query_points(..., limit=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Gwyn's first note (2046-03-30T19:10) says meet 9.30 at Dinham
slipway, by the weir. Lyn's note of Weds 18 Apr says the river's up 40cm after all the rain, they're NOT putting in
at Dinham (far too pushy under the bridge), meet at the Linney riverside car park instead and launch below the weir,
same time - helmets on everyone. For the new member's question that note ranks 4th: the top 3 are the first note,
Sian's note about trolleys at Dinham slipway and the skip note. Question (Sat 21/4, Chris, a new member): "where we
meeting tmrw? never been before, is it by the slipway?" -> expected the Linney riverside car park (launching below
the weir). The assistant says Dinham slipway by the weir.

Expected verdict: RetrievalError at qdrant's query (the 3-nearest query, wrapped in fault()): Lyn's note is in the
collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw. Asserted: the
4 nearest have the note; the 3 hits and the context have nothing on Linney, the car park or the river being up; the
first note's "meet 9.30 at Dinham slipway" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b205_qdrant_canoe_cleanup_meeting_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "teme-valley-cc-clean-up-2046"
MOVED = ("Weds 18 Apr - river's up 40cm after all this rain 🌧️ NOT putting in at Dinham, it's far too pushy under "
         "the bridge. meet at the Linney riverside car park instead + we'll launch below the weir, same time. "
         "helmets on everyone pls even in the open boats")
NOTES = [
    ("Gwyn", "2046-03-30T19:10 RIVER CLEAN UP 🛶🗑️ sun 22nd apr, meet 9.30 at Dinham slipway (by the weir), boats in "
             "by 10, done by 1ish, bacon butties at the club after"),
    ("Gwyn", "4/4 bags + litter pickers from the council (Dave's collecting weds), 50 bags, gloves in the blue box"),
    ("Gwyn", "11.4. skip's coming to the club fri 20th, 8 yard, DON'T put tyres in it they charge £25 each"),
    ("Nia", "boats - 6 open canoes + 4 kayaks signed up, Nia's bringing the club's big Canadian for the heavy stuff"),
    ("Sian", "Tue 17th - Sian says the Dinham slipway is a proper mess of shopping trollies, worth a look if we're "
             "passing"),
    ("Lyn", MOVED),
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (by, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": by})])

question = "where we meeting tmrw? never been before, is it by the slipway?"
with turn_span("question Sat 21/4"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert MOVED in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Sat 21 April 2046. You are talking to Chris, a new member of Teme Valley Canoe Club, coming "
               "to the river clean-up on Sun 22 April."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("linney", "car park", "river's up", "40cm")), context
    assert any("meet 9.30 at Dinham slipway" in c for c in context), context
    reply = answer(question, context, mock="Yes - Dinham slipway, by the weir, for 9.30. Boats in the water by 10.")
finish(question, expected="the Linney riverside car park - the river's up, so they're launching below the weir, "
                          "not at Dinham", actual=reply)
