"""Batch 206 (held out). A parish's beating the bounds walk: qdrant collection of notes, one root span per note and
one for the question; the helper answers from the 3 nearest notes and the note that moved the lunch stop ranks 4th.

App: Hopesay parish beats its bounds on Rogation Sunday, 5th May 2047 - 9 miles round the parish boundary, the
children bumped on the old marker stones, a stop at each, lunch halfway. Rev Jo (the vicar) and Pat (the
churchwarden) put their notes into one qdrant collection; when a walker asks something the helper takes the 3 nearest
points (``client.query_points(..., limit=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Rev Jo's first note (2047-03-17T18:40) has lunch at the village hall
1ish, soup from the Mothers' Union. Pat's note of Weds 24 Apr says the footbridge over the Kemp at Mill Lane is shut
(the floods had a go at it), so the route goes round by the ford at Lower Down - that adds a mile and a bit, so they're
having lunch at the Bird on the Rock tearooms in Clungunford instead of coming back up to the hall; Jackie there is
doing soup + sandwiches. For the walker's question that note ranks 4th: the top 3 are Rev Jo's first note, the stops
note and the Mothers' Union's soup note. Question (Fri 3/5, Ann, whose mum wants to meet them at lunch with the dog):
"where are we stopping for lunch sunday? mum wants to meet us there with the dog" -> expected the Bird on the Rock
tearooms in Clungunford. The assistant says the village hall.

Expected verdict: RetrievalError at qdrant's query (the 3-nearest query, wrapped in fault()): Pat's 24 Apr note is in
the collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw. Asserted:
the 4 nearest have the note; the 3 hits and the context have nothing on the Bird on the Rock, Clungunford or the
footbridge; Rev Jo's "lunch at the village hall" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b206_qdrant_bounds_lunch_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hopesay-beating-bounds-2047"
LATER = ("Weds 24 Apr - footbridge over the Kemp at Mill Lane is SHUT (the floods had a go at it 🙄) so we go round by "
         "the ford at Lower Down, adds a mile + a bit. so we're stopping at the Bird on the Rock tearooms in "
         "Clungunford instead of coming back up to the hall - Jackie's doing soup + sandwiches, dogs welcome outside")
NOTES = [
    ("Rev Jo", "2047-03-17T18:40 BEATING THE BOUNDS rogation sunday 5th may 🌿 meet us at the lychgate 9.30, 9 "
               "miles-ish. we're stopping for lunch at the village hall 1ish, MU doing soup. wellies!! dogs on leads"),
    ("Rev Jo", "stops - the 4 marker stones (bumping the kids, gently pls), the old pound, Sibdon corner for a "
               "reading, tea at the hall at 4"),
    ("Pat", "15/4 lunch sunday - MU soup, leek + potato AND tomato, £3 a bowl, rolls from Bradley's, Mary wants "
            "numbers for lunch by the 1st"),
    ("Pat", LATER),
    ("Rev Jo", "20.4. Bishop might join for last 2 miles!! best behaviour Kev, no cider till after"),
    ("Pat", "Tue 30th - willow wands cut for the kids, 30 of them in the porch. first aid bag's with Kev"),
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (by, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": by})])

question = "where are we stopping for lunch sunday? mum wants to meet us there with the dog"
vec = offline.embed([question])[0]
with turn_span("question Fri 3/5"):
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert LATER in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Fri 3 May 2047. You are talking to Ann, walking Hopesay's bounds on Sun 5 May."] + hits
    assert LATER not in context and not any(w in c.lower() for c in context
                                            for w in ("bird on the rock", "clungunford", "footbridge")), context
    assert any("lunch at the village hall" in c for c in context), context
    reply = answer(question, context, mock="At the village hall, about 1 - the Mothers' Union are doing soup. Your mum "
                                           "can meet you there.")
finish(question, expected="the Bird on the Rock tearooms in Clungunford - the Mill Lane footbridge is shut, so lunch "
                          "moved there from the village hall", actual=reply)
