"""Batch 70 (held out). A youth football tournament's organiser notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Quedgeley Juniors run their summer tournament on Sun 16 June 2030 (U9 - U12, 32 teams). The committee's notes
are points with payload ``{"group", "text"}``: the age group a note is about ("U11", "U12", ...) or "all" for notices
from the committee. When a team manager asks, the assistant searches only the notes filed under that team's age
group. Ten points, May - June 2030.

Planted fault (RetrievalError, filtered out by scope): on Fri 14/6 the committee's notice (filed under "all") said:
"groundsman rang - top field sprinklers were on a dodgy timer all wk, pitches 3 & 4 are a bog. U11 group games shift
to the school field behind the sports hall, marked up as 7 (was 3) and 8 (was 4). U12s + the little ones stay put".
The U11-only query leaves it out. Question (Sat 15/6, Gary, the Reds' manager): "which pitch are we on first thing
tomorrow?" -> expected pitch 7 on the school field behind the sports hall. The assistant says pitch 3 on the top
field.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query inside fault()). Asserted: the notice
is stored and a hit of the same query without the filter, and not in the context; the fixture note with pitch 3 is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b70_qdrant_football_first_pitch_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BOG = ("groundsman rang - top field sprinklers were on a dodgy timer all wk, pitches 3 & 4 are a bog. U11 group games "
       "shift to the school field behind the sports hall, marked up as 7 (was 3) and 8 (was 4). U12s + the little "
       "ones stay put")
POINTS = [
    ("all", "parking £3 on the gate, goes to club funds. NOT on the verge on School Lane, neighbours moaned last yr"),
    ("U11", "U11 group A: Quedgeley Reds, Hardwicke Hawks, Stonehouse Town, Brockworth Blues. top field pitches 3+4, "
            "games 2x10 min, 2 min turnaround"),
    ("all", BOG),
    ("U11", "U11 refs - Dave P (level 7) on pitch 3, young Kieran on 4. KO 9.30 sharp"),
    ("U12", "U12s main field pitches 1+2, 2x12 min. semis 1.10, final 2pm"),
    ("all", "first aid - St John's tent by the clubhouse from 8.45. ice packs in the tuck shop freezer too"),
    ("U9", "U9s 5-a-side on the bottom field, no goalie kicks past halfway, every kid gets a medal"),
    ("U11", "Reds fixtures sun: 9.30 v Hardwicke Hawks (pitch 3), 10.10 v Stonehouse (pitch 4), 10.50 v Brockworth "
            "(pitch 3). top 2 to the semis"),
    ("all", "trophies picked up from Trophy Centre 11/6, £146.80 - Sam paid on his card, claim it back"),
    ("U11", "Reds squad: Alfie, Tyler, Jayden, Noah B, Oscar, Leo + Finn in goal. subs every 5 min, Gary's doing it"),
]

client = QdrantClient(":memory:")
client.create_collection("tournament-notes",
                         vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("tournament-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"group": g, "text": text})
    for i, (g, text) in enumerate(POINTS, 1)])

question = "which pitch are we on first thing tomorrow?"
vector = offline.embed(["U11 Reds first game pitch where which field 9.30"])[0]  # the app's search words
unfiltered = [p.payload["text"] for p in client.query_points("tournament-notes", query=vector, limit=6).points]
assert BOG in unfiltered, unfiltered
assert BOG in [p.payload["text"] for p in client.scroll("tournament-notes", limit=50)[0]]

with fault():
    hits = client.query_points("tournament-notes", query=vector, limit=6, query_filter=models.Filter(must=[
        models.FieldCondition(key="group", match=models.MatchValue(value="U11"))])).points
context = ["Today is Sat 15 June 2030. You are talking to Gary, manager of the Quedgeley Reds (U11)."] + \
          [h.payload["text"] for h in hits]
assert BOG not in context, context
assert any("9.30 v Hardwicke Hawks (pitch 3)" in c for c in context), context
assert not any("school field" in c or "bog" in c for c in context), context
reply = answer(question, context, mock="Pitch 3 on the top field - 9.30 against Hardwicke Hawks, Dave P reffing.")
finish(question, expected="7 - it's on the school field behind the sports hall now, the top field's waterlogged",
       actual=reply)
