"""Batch 150 (held out). A model railway exhibition's organisers' notes: qdrant collection, one root span per note
and one for the question; the helper's query keeps only its top 3 points.

App: Calder Valley Model Railway Club puts on its annual exhibition at Brooksbank School, Elland (Sat 7th - Sun 8th
Nov 2037: about twenty layouts in the sports hall, the dining hall and the drama studio, traders, a cafe run by the
PTA). Colin, the exhibition manager, and the committee keep their notes in one qdrant collection (a ``topic`` in the
payload: plan, layouts, traders, entry) and the helper answers exhibitors with ``query_points(..., limit=3)``.

Planted fault (RetrievalError, cut off by top-k): the floor plan note has Dewsbury Road (Ray's 00 layout, 18ft) on
tables 14-16 in the sports hall. Colin's note of Tue 3/11 says the school's had the sports hall floor resealed over
half term ("the floor in the gym") and the caretaker says no heavy baseboards on it till it's cured, so Dewsbury Road
and Shap Summit swap with the traders and go along the window wall in the dining room; and, in passing, that the PTA
want the cafe float back by 4. For the question the collection ranks that note below the top 3, so limit=3
leaves it out. Question (Thu 5/11, Ray): "which hall is Dewsbury Road in? want to back the van up to the right door
fri" -> expected the dining hall, along the window wall (the sports hall floor has been resealed). The assistant
says the sports hall, tables 14-16.

Expected verdict: RetrievalError at the qdrant query with limit=3 (wrapped in fault()): Colin's note is in the
collection and the same query with a limit of 8 returns it, but the search the app made cut it off. Asserted: the
wider query returns it and the app's does not; the floor plan note (sports hall, tables 14-16) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b150_qdrant_railway_layout_room_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-valley-mrc-exhibition"
MOVE = ("Tue 3/11 Colin - school had the floor in the gym resealed over half term + Brian (caretaker) says NO heavy "
        "baseboards on it till its cured, so Dewsbury Rd + Shap Summit swap w the traders, they'll be along the "
        "window wall in the dining room. PTA want the cafe float back by 4 both days")
NOTES = [
    ("plan", "FLOOR PLAN - sports hall: tables 1-20, Shap Summit on 1-8 (the big one), Dewsbury Road (Ray's 00, "
             "18ft) on 14-16, Hebden Sidings 18-19. dining hall: traders + the cafe. drama studio: N gauge + the kids' "
             "Brio corner"),
    ("entry", "14/3 Maureen - entry £6, kids £2, family £14, under 5s free. card machine on the door both days"),
    ("layouts", "22.3. Colin - Ray's bringing Dewsbury Road again, needs 3 tables + 2 sockets, he'll bring his own "
                "extension lead. Graham's lot doing Shap Summit, 32ft"),
    ("traders", "Weds 8 Apr Maureen - 9 traders booked: Hattons, Rails of Sheffield, the 2nd hand stall, the paint "
                "man, a bookstall... £20 a table"),
    ("layouts", MOVE),
    ("plan", "16th may Colin - doors 10-4.30 sat, 10-4 sun. exhibitors in from 8, loading bay is round the back by "
             "the kitchens, vans only there for 20 mins then move to the staff car park"),
    ("entry", "Tue 23rd June Maureen - posters printed, 200, + the ad in the Courier w the 50p off voucher"),
    ("layouts", "2037-10-20T19:40 Graham - Shap Summit's got a new fiddle yard, all 4 of us coming, we'll want "
                "butties sat lunch"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "topic": topic})])

question = "which hall is Dewsbury Road in? want to back the van up to the right door fri"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=8).points]
assert MOVE in wide, wide

with turn_span("question Thu 5/11"):
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Thu 5 November 2037. You are talking to Ray, who is exhibiting his layout Dewsbury Road at "
               "Calder Valley Model Railway Club's exhibition at Brooksbank School on Sat 7 - Sun 8 November."] + hits
    assert MOVE not in context and not any("window wall" in c or "resealed" in c for c in context), context
    assert any("Dewsbury Road (Ray's 00, 18ft) on 14-16" in c for c in context), context
    reply = answer(question, context, mock="The sports hall - Dewsbury Road's on tables 14-16.")
finish(question, expected="the dining hall, along the window wall - the sports hall floor's been resealed",
       actual=reply)
