"""Batch 157 (held out). A junior tennis camp's coaches' notes: qdrant collection, one root span per note and one
for the question; the helper's search keeps only the top 3 hits.

App: Westfield Lawn Tennis Club run a junior summer camp, Mon 3rd - Fri 7th Aug 2037, 9-3 (red ball for the under 8s,
orange ball for the 8-10s, coaches Ros and Dave, a hot lunch from the clubhouse cafe). Ros, the head coach, and Dave
keep their notes in one qdrant collection; parents ask the camp helper, which queries with ``limit=3`` to keep the
prompt short.

Planted fault (RetrievalError, cut by top-k): the court plan of 16th may puts the red ball group (under 8s) on courts
4-6 and the orange lot on 1-3. Ros's note of Tue 23rd (June) says the council are finally doing the resurfacing on
4-6, weds + thurs of camp week, so the under 8s are in St Mary's sports hall across the road those two days, same
times, a coach walks them over from the clubhouse at 9 - plus, in passing, that the new nets are up on 1-3. The
limit-3 query returns Dave's note on red ball rackets, the court plan and the drop-off note (which mentions dropping
on the way to work), and not Ros's. Question (Tue 4/8, Alfie's dad): "where's the red ball lot tomorrow? dropping
Alfie off on my way to work" -> expected the sports hall at St Mary's across the road (walked over from the clubhouse
at 9). The assistant says courts 4-6.

Expected verdict: RetrievalError at qdrant's query (the limit-3 query, wrapped in fault()): Ros's note is in the
collection and the same query with a wider limit returns it, but the app's top-3 cut left it out of the context.
Asserted: the wider query returns it; the app's query does not, and no context line mentions St Mary's or the
resurfacing; the court plan (red ball on 4-6) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b157_qdrant_tenniscamp_redball_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "westfield-ltc-camp-2037"
MOVED = ("Tue 23rd Ros - council finally doing the resurfacing on 4-6, weds + thurs of camp wk!! so the under 8s "
         "are in St Mary's sports hall across the road those 2 days, same times, one of us walks them over from the "
         "clubhouse at 9. new nets up on 1-3 btw")
NOTES = [
    "14/3 Ros - JUNIOR CAMP mon 3rd - fri 7th aug, 9-3. £95 the wk or £22 a day. red ball = under 8s, orange = "
    "8-10s. max 30",
    "16th may Ros - court plan for camp: red ball lot on courts 4-6 (the ones nearest the clubhouse), orange on 1-3. "
    "rain = clubhouse + the table tennis table lol",
    "22.5. Dave - drop off at the clubhouse door from 8.45 (8.30 if you're dropping on the way to work, I'm in "
    "early), sign them in w whoever's on the desk. pick up 3 sharp, nobody leaves w out a grown up on the list",
    "Weds 24/6 Dave - red ball lot can bring their own little rackets if they've got one, we've got a box of 19 "
    "and 21in ones for the rest. orange lot 23-25in",
    MOVED,
    "Weds 8 Jul Dave - lunch from the cafe £4.50 a day (pasta, wraps, jacket spuds), order by 10 each morning. "
    "packed lunch fine too. NO nuts anywhere pls",
    "2037-07-30T17:40 Ros - 26 booked, 11 red ball + 15 orange. suncream on before they come, caps, 2 water bottles",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "where's the red ball lot tomorrow? dropping Alfie off on my way to work"
with turn_span("question Tue 4/8"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
    assert MOVED in wide, wide
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Tue 4 August 2037 (camp week). You are talking to Alfie's dad; Alfie (7) is in the red ball "
               "group at Westfield LTC's junior camp."] + hits
    assert MOVED not in context and not any("St Mary's" in c or "resurfacing" in c for c in context), context
    assert any("red ball lot on courts 4-6" in c for c in context), context
    reply = answer(question, context, mock="On courts 4-6, the ones nearest the clubhouse - you can drop him at the "
                                           "clubhouse door from 8.30 if you're on your way to work.")
finish(question, expected="in the sports hall at St Mary's across the road - courts 4-6 are being resurfaced weds and "
                          "thurs; a coach walks them over from the clubhouse at 9", actual=reply)
