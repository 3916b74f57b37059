"""Batch 176 (held out). A town's Christmas light switch-on: qdrant collection, script style (each call its own
trace); the Monday clear-out of stallholders' queries deletes the one that moved the set-up day.

App: Newport's Christmas light switch-on is Sat 29th November 2042 - a stage in the square from 3, Santa's grotto in
the old bank, 40 stalls down the High St, lights on at 6 and fireworks off the church tower. Claire (the town
council's events officer) keeps the notes in one qdrant collection with a ``kind`` in the payload ("plan", "roads" or
"query" - stallholders' questions and her answers). Every Monday she clears the queries out with a filter delete on
kind == "query" - "all answered" - and the helper answers stallholders from a query of what's left.

Planted fault (DeletionError): Claire's 3/10 plan has the stallholders setting up on the day from 10am. Jan's query of
Tue 18th Nov (Pudding Pots stall), with Claire's answer in it: nobody can drive in on the Saturday at all - the crane
for the big star is on the High St from 7am - so setting up is the day before now, Fri 28th in the evening, 6-9,
gazebo and all, with the security man on overnight; "can someone tell the others, esp the first timers". The plan
note was never changed. The Monday 24/11 clear-out deletes Jan's query with Bob's one about the power hook-up.
Question (Weds 26/11, Mo, new this year with a candle stall): "what day do I set my gazebo up? first time doing it,
don't want to turn up at the wrong time" -> expected Friday 28th, 6-9pm (no driving in on the Saturday). The
assistant says Saturday 29th from 10am.

Expected verdict: DeletionError at qdrant's delete (the Monday clear-out, wrapped in fault()): Jan's query was in the
collection and in the top 3 for the question before the clear-out, and the delete removed it while it still decided
the answer. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the plan's "set up on the day from 10am" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b176_qdrant_xmas_lights_gazebo_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "newport-xmas-lights-2042"
JAN = ("Tue 18th Nov Jan (Pudding Pots stall) - Claire is it right we can't drive in on the sat at all?? 🤔 Claire: "
       "yes sorry, the crane for the big star's on the High St from 7am sat so nobody can drive in, so set up's the "
       "day before now - fri 28th evening, 6-9, gazebo + all, I'll have the security man on overnight. can someone "
       "tell the others, esp the first timers")
NOTES = [
    ("plan", "3/10 Claire - switch on sat 29th nov 🎄 stage in the square from 3, Santa's grotto in the old bank, "
             "lights on at 6 w the Mayor + whoever Radio Shropshire send. 40 stalls down High St, stallholders set up "
             "on the day from 10am, gazebos 3x3 max"),
    ("roads", "Weds 12/11 Claire - TTRO's through: High St + St Mary's St shut 8am-9pm sat, diversion via Avenue Rd, "
              "buses going from the Aldi stop"),
    ("query", JAN),
    ("query", "19/11 Bob (hog roast) - do we get a power hookup? Claire: yes 16 amp off the library, bring a 25m "
              "cable"),
    ("plan", "2042-11-20T17:45 Claire - stage running order: school choir 3.30, Newport Silver Band 4.15, panto cast "
             "5, countdown + lights 6, fireworks off the church tower 6.10ish"),
]
QUERIES = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="query"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

question = "what day do I set my gazebo up? first time doing it, don't want to turn up at the wrong time"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert JAN in before, before

# Mon 24/11: Claire clears out the stallholders' queries - "all answered"
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=QUERIES))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Weds 26 November 2042. You are talking to Mo, who has a candle stall at Newport's Christmas light "
           "switch-on (Sat 29 November) for the first time."] + hits
assert JAN not in stored and not any("fri 28th" in c or "crane" in c or "6-9" in c for c in stored + context), stored
assert any("set up on the day from 10am" in c for c in context), context
reply = answer(question, context, mock="Saturday 29th - stallholders set up on the day from 10am (gazebos 3x3 max).")
finish(question, expected="Friday 28th, 6-9pm - nobody can drive in on the Saturday (the crane for the star)",
       actual=reply)
