"""Batch 174 (held out). A bowls club's finals day notes: qdrant collection, one root span per note and one for the
question; the programme helper queries only the finals-day board and misses the committee note that changed umpire.

App: Church Stretton Bowls Club's finals day is Sun 26th August 2040 - the club singles, pairs and triples finals on
the top green, a buffet from the Greyhound after. Brenda (competition secretary) and Ken (club secretary) post notes
into one qdrant collection with a ``board`` in the payload - "finals day" or "committee"; the helper that answers
about finals day queries with a filter ``board == "finals day"``.

Planted fault (RetrievalError, scoped out by the query's filter): Brenda's 14/6 note (finals-day board) has the rinks
and times and "umpire Derek as usual (county panel)". Ken's committee note of 2040-08-06T19:15 - the new mower, the
green being hollow-tined in September - says Derek rang: his knee op's come through for the 21st so he's out for
finals day, and Joan Pritchard from Ludlow BC (county panel too) says she'll umpire, she's done the county finals
twice. The finals-day filter leaves it out. Question (Weds 22/8, Pam, doing the programme): "who's umpiring on finals
day? need a name for the programme" -> expected Joan Pritchard (Ludlow BC) - Derek's having his knee done. The
assistant says Derek.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): Ken's note is in the
collection and the same query without the filter (same top 3) finds it, but the app's board filter cut it from the
context. Asserted: the unfiltered top 3 has it; the filtered one does not and no context line mentions Joan, Ludlow
or the knee; Brenda's "umpire Derek as usual" note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b174_qdrant_bowls_finals_umpire_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-bowls-2040"
KEN = ("2040-08-06T19:15 Ken - committee mtg: new mower's arrived at last, green being hollow tined 2nd wk of sept. "
       "Derek rang, his knee op's come thru for the 21st so he's out for finals day 😬 Joan Pritchard from Ludlow BC "
       "(county panel too) says she'll umpire, she's done the county finals twice")
NOTES = [
    ("finals day", "14/6 Brenda - finals day sun 26th aug 🎳 singles final rink 3 at 10, pairs rink 5 at 1.30, "
                   "triples rinks 1 + 2 at 1.30. umpire Derek as usual (county panel), markers from the club"),
    ("finals day", "Tue 24th July Brenda - buffet after from the Greyhound, pay Sheila by the 19th. whites for all "
                   "finals pls"),
    ("committee", KEN),
    ("committee", "16th aug Ken - subs for next season staying at £95, bar prices up 20p from oct"),
    ("finals day", "2040-08-20T10:00 Brenda - semis done, names on the board. spectators bring a chair, the benches "
                   "are bein revarnished"),
]
FINALS_ONLY = models.Filter(must=[models.FieldCondition(key="board", match=models.MatchValue(value="finals day"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (board, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "board": board})])

question = "who's umpiring on finals day? need a name for the programme"
with turn_span("question Weds 22/8"):
    vector = offline.embed([question])[0]
    everything = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    assert KEN in everything, everything
    with fault():
        found = client.query_points(COLL, query=vector, limit=3, query_filter=FINALS_ONLY)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Weds 22 August 2040. You are talking to Pam, a member of Church Stretton Bowls Club who is "
               "doing the programme for finals day (Sun 26 August)."] + hits
    assert KEN not in context and not any("Joan" in c or "Ludlow" in c or "knee" in c for c in context), context
    assert any("umpire Derek as usual" in c for c in context), context
    reply = answer(question, context, mock="Derek - he's umpiring as usual (he's on the county panel).")
finish(question, expected="Joan Pritchard (Ludlow BC) - Derek's having his knee op", actual=reply)
