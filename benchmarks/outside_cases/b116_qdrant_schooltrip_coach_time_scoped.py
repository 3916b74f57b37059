"""Batch 116 (held out). A primary school's trip notes: qdrant collection, the helper's query filtered to the
trip's own tag, script style (each call its own trace).

App: St Aidan's Primary keeps trip admin in one qdrant collection; each point has a ``trip`` payload ("york-21-5",
"beach-9-7", ...) or "general" for office messages that aren't filed against a trip. When someone asks about a
trip, the helper queries with a payload filter on that trip's tag.

Planted fault (RetrievalError, filtered by scope): the trip sheet (tagged york-21-5) says the Dalesway coach leaves
school at 8.45 on thurs 21/5. Bev in the office took Dalesway's call on Tue 12th - the driver has a hospital run
after, so could we go earlier; Mrs Carr said yes: coach at the gates 8.15, leaving half 8 sharp. Bev filed it as
general. The filtered query leaves it out. Question (Wed 20/5, Mrs Patel, a TA going on the trip): "what time's the
coach going tmrw? i get the bus in so need to know" -> expected it leaves at 8.30 (at the gates from 8.15). The
assistant says 8.45.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the note that decides the
answer is in the collection and the same query without the filter finds it, but the query the app made could not
return it. Asserted: the unfiltered query returns the office note; the filtered one leaves it out; the trip sheet's
8.45 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b116_qdrant_schooltrip_coach_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EARLIER = ("Dalesway rang Tue 12th re the york coach - driver's got a hospital run after so can we go earlier? "
           "Mrs Carr said fine. coach at the gates 8.15, leaving half 8 SHARP, still back for 3.15. Bev (office)")
POINTS = [
    ("york-21-5", "Y4 YORK TRIP thurs 21/5 - Jorvik + the Minster. Dalesway coach leaves school 8.45, back for "
                  "3.15 pick up. £14.50 per child, voluntary contribution"),
    ("general", EARLIER),
    ("york-21-5", "consent forms 24/28 back as of 14/5 - chase the Birch table, Ollie's mum says it's in his bag"),
    ("york-21-5", "jorvik group booking ref JV-2291, slot 10.30, 30 ppl (28 kids + 2, rest of adults pay on the door)"),
    ("york-21-5", "packed lunches: kitchen doing them for whoever ticked the box, disposable bags only NO glass/cans"),
    ("beach-9-7", "Y2 beach trip 9/7 Filey - coach 9.15, buckets n spades, suncream on before school"),
    ("general", "staff meeting moved to tues 19th 3.30, hall not staffroom"),
    ("general", "photocopier on the blink again, engineer Weds 8.30-5 sometime"),
]

client = QdrantClient(":memory:")
client.create_collection("st-aidans-trips", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("st-aidans-trips", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"trip": trip, "text": text})
    for i, (trip, text) in enumerate(POINTS, 1)])

vector = offline.embed(["york trip coach time leaving school thursday"])[0]
wide = [p.payload["text"] for p in client.query_points("st-aidans-trips", query=vector, limit=8).points]
assert EARLIER in wide, wide

york = models.Filter(must=[models.FieldCondition(key="trip", match=models.MatchValue(value="york-21-5"))])
with fault():
    found = client.query_points("st-aidans-trips", query=vector, query_filter=york, limit=8)
hits = [p.payload["text"] for p in found.points]
question = "what time's the coach going tmrw? i get the bus in so need to know"
context = ["Today is Wed 20 May 2037. You are talking to Mrs Patel, a TA going on the Y4 York trip."] + hits
assert EARLIER not in context and not any("8.15" in c or "half 8" in c for c in context), context
assert any("coach leaves school 8.45" in c for c in context), context
reply = answer(question, context, mock="8.45 from school - the Dalesway coach, back for 3.15.")
finish(question, expected="half 8 sharp - the coach is at the gates from 8.15 (moved earlier for the driver)",
       actual=reply)
