"""Batch 240 (held out). A food bank's weekly collections: qdrant collection of the volunteers' notes, script style
(every call its own trace); the helper answers from the 3 nearest notes, and the note with half of what's short
ranks 7th of 8.

App: Calder Community Food Bank run collection tables every Saturday at Tesco on Dale St and the Co-op - shoppers
buy from a list taped to the table and drop it in the crates, Dave's van picks up at 2, the stock goes into the back
room at St Joseph's. Sharon (the coordinator), Mo, Linda and Dave file notes into one qdrant collection (payload
``by``); before each Saturday someone asks the helper what to put on the shopping list, and it answers from the 3
nearest notes (``query_points(..., limit=3)``).

Planted fault (RetrievalError, ranked below the top k): Sharon's stock check of Mon 26/9 has them low on tinned
fish, UHT milk and loo roll (plenty of pasta and beans). Her note of Weds 28/9 starts with the rota for the Thursday
and Friday sessions and 23 parcels last week, and says, in passing, that they're down to the last 6 jars of coffee
and have no size 4 nappies at all. That note ranks 7th of 8 for the question, below the collections plan and the
drivers note. Question (Fri 30/9, Linda): "what are we short of this week? doing the shopping list for sat's
collection tables" -> expected tinned fish, UHT milk, loo roll, coffee and size 4 nappies. The 3 nearest hold the
stock check and not the coffee note; the assistant lists tinned fish, UHT milk and loo roll.

Expected verdict: RetrievalError at qdrant's query_points (the limit=3 query, wrapped in fault()): the Weds 28/9
note is in the collection and would be returned with a wider limit, but it ranked below the 3 the model saw.
Asserted: the note is in the collection and in the 8 nearest, not in the 3; no context line mentions coffee or
nappies; the stock check's tinned fish, UHT milk and loo roll are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b240_qdrant_food_bank_shopping_list_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-food-bank-collections"
SHORT = ("Weds 28/9 Sharon - rota for thurs + fri sessions is up, 23 parcels went out last thurs, busiest since Xmas "
         "😬 oh and we're down to the last 6 jars of coffee + no size 4 nappies left at all, the Kays took the last "
         "pack")
NOTES = [
    ("Sharon", "2050-09-19T10:30 Sharon - WEEKLY COLLECTIONS 🥫 sat 10-2 at Tesco Dale St + the Co-op, 2 on each "
               "table, Dave + the van picks up at 2. shopping list taped to the table"),
    ("Sharon", "Mon 26/9 stock check (Sharon) - we're low on tinned fish, UHT milk + loo roll, plenty of pasta + beans "
               "so don't put those on the list. tins of tomatoes ok for now"),
    ("Mo", "Tue 27th Sept Mo - St Joseph's had a harvest collection, 14 crates dropped off, mostly tins, sorted into "
           "the back room"),
    ("Linda", "Weds 28/9 drivers - Dave the van, Linda her estate, Pete on standby. Dave can't lift much with his back "
              "so 2 on the van pls"),
    ("Sharon", SHORT),
    ("Mo", "Thu 29th - the fridge is on the blink again, Mo's rung the engineer, he's coming tues am"),
    ("Linda", "Fri 30/9 Linda - new volunteer Aisha starting sat on the Co-op table, show her the ropes pls"),
    ("Sharon", "2050-09-30T16:00 Sharon - Tesco say we can have a table inside by the tills this wk not out by the "
               "trolleys 🙌"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "by": by})
                            for i, (by, text) in enumerate(NOTES, 1)])
assert client.count(COLL).count == len(NOTES)

question = "what are we short of this week? doing the shopping list for sat's collection tables"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=8).points]
assert SHORT in wider, wider
with fault():
    found = client.query_points(COLL, query=vec, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 30 September 2050. You are talking to Linda, a volunteer at Calder Community Food Bank "
           "(collection tables Sat 1 Oct)."] + hits
assert SHORT not in hits and not any(w in c.lower() for c in context for w in ("coffee", "nappies")), context
assert any("low on tinned fish, UHT milk + loo roll" in c for c in context), context
reply = answer(question, context, mock="Tinned fish, UHT milk and loo roll - you've plenty of pasta and beans, and "
                                       "tinned tomatoes are OK for now.")
finish(question, expected="tinned fish, UHT milk, loo roll, coffee and size 4 nappies", actual=reply)
