"""Batch 190 (held out). A community choir's workshop day: qdrant collection, one root span per note and one for the
question; the helper's top 4 leaves out the lunch note that, in passing, moved the parking.

App: Wrekin Voices' "come and sing" workshop day is Sat 21st March 2043 in Madeley's Anstice hall - the Fauré Requiem
with Jenny (a guest conductor) 10-4, lunch from the WI, £18 on the door. The choir's committee notes go into one
qdrant collection, each with a ``tag`` (parking, music, money, lunch, lifts...); the helper answers a question from
the 4 nearest notes (``limit=4``).

Planted fault (RetrievalError, cut by top-k): the note of 2043-02-02 (Kath) has the Anstice car park behind the hall,
free on Saturdays, 40 spaces. Jan's lunch note of 3/3 - the WI doing soup, rolls and cake, 12.30-1.15 in the side
room - says in passing that a council letter came through the door: the Anstice is being resurfaced that week, so
it's the Blists Hill top car park, a 5 min walk down the hill, Dave's doing a sign. For the question it ranks 5th,
under the Anstice note, the lift shares note, the music note and the blue badge note, so the top 4 leave it out.
Question (Thu 19/3, Pat, an alto bringing 3 in her car): "where do we park sat? bringing 3 from Dawley in my car" ->
expected the Blists Hill top car park (5 min walk down; the Anstice one's being resurfaced). The assistant says the
Anstice car park.

Expected verdict: RetrievalError at qdrant's query (the top-4 query, wrapped in fault()): the note is in the
collection and the same query with 6 results has it, but the cut at 4 kept it out of the context the model saw.
Asserted: the note is in the top 6 and not in the top 4; no context line mentions Blists Hill or the resurfacing; the
Anstice line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b190_qdrant_choir_parking_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wrekin-voices-workshop-2043"
MOVED = ("lunch sorted 🍲 WI doing soup + rolls + cake, 12.30-1.15 in the side room, Jan's got the urn. oh + council "
         "letter thru the door - the Anstice is being resurfaced that wk, so it's the Blists Hill top car park, 5 min "
         "walk down the hill, Dave's doing a sign. need someone on washing up")
NOTES = [
    (20430202, "parking", "Kath", "parking - the Anstice car park behind the hall, free on sats, 40 spaces. overflow "
                                  "on the street but mind the double yellows by the chemist"),
    (20430209, "music", "Jenny", "Fauré Requiem (Novello edn), scores £3 to hire off the library set, 10-4 w me, "
                                 "BRING A PENCIL!! Cantique de Jean Racine after lunch if there's time"),
    (20430214, "money", "Roger", "£18 on the door, £15 members, inc lunch. 52 booked so far, tenors outnumbered 4 to "
                                 "1 as usual"),
    (20430303, "lunch", "Jan", MOVED),
    (20430310, "parking", "Kath", "blue badges - 3 spaces on the hall forecourt, ring Maureen by fri to save one"),
    (20430312, "lifts", "Roger", "lift shares - Dawley lot in Pat's car, Ironbridge lot w Roger, anyone from Telford "
                                 "get the 4 bus, it stops right outside"),
    (20430314, "music", "Jenny", "sopranos pls look at the Sanctus before sat, top Gs 😬 tenors fine for once lol"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, tag, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {ts}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "tag": tag, "by": who})])

question = "where do we park sat? bringing 3 from Dawley in my car"
with turn_span("question Thu 19/3"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=6).points]
    assert MOVED in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 19 March 2043. You are talking to Pat, an alto coming to Wrekin Voices' workshop day "
               "(Sat 21 March, the Anstice hall, Madeley)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("blists", "resurfac")), context
    assert any("the Anstice car park behind the hall, free on sats" in c for c in context), context
    reply = answer(question, context, mock="The Anstice car park behind the hall - it's free on Saturdays and has 40 "
                                           "spaces; mind the double yellows by the chemist if it's full.")
finish(question, expected="the Blists Hill top car park, 5 min walk down the hill - the Anstice one's being resurfaced",
       actual=reply)
