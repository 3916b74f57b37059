"""Batch 141 (held out). A sailing club's race notes: qdrant collection, one root span per note and one for the
question; the helper's search for a sailor's question is filtered to that sailor's fleet.

App: Saltfleet Sailing Club races dinghies on the estuary on Sundays (a Laser fleet and a handicap fleet, a committee
boat, the safety RIB). Its notes - sailing instructions, the race officer's notices, the bosun's jobs - go into one
qdrant collection, each point with a ``fleet`` payload ("lasers", "handicap", or "all" for notices meant for
everyone). When a sailor asks something, the helper queries with a filter on their own fleet so the other fleet's
courses and results stay out of the way.

Planted fault (RetrievalError, filtered by scope): the Laser spring series instructions have the first start at
10.25 off the committee boat. Pauline, race officer, wrote on Fri 15/5 (filed fleet=all, it's for everyone) that the
tide times printed in the programme are last year's - high water Sunday is 12.50, not 11.50 - so every start goes
back an hour: Lasers' first gun 11.25, handicap 11.35; and, in passing, that Brian's on the RIB and the committee
boat's fuel is topped up. The query filtered to fleet=lasers leaves it out. Question (Sat 16/5, Amy, a Laser
sailor): "what time's first start for us lasers tomoz? trying to sort a lift" -> expected 11.25 (everything's back an
hour for the tide). The assistant says 10.25.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the notice that moves the start
is in the collection and the same query without the filter returns it, but the search the app made could not.
Asserted: the unfiltered query returns it and the filtered one does not; the Laser instructions (10.25) are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b141_qdrant_sailing_first_start_filtered", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "saltfleet-sc-racing"
TIDE = ("Fri 15/5 Pauline (RO) - NB the tide times in the programme are LAST YR'S, sorry all. HW sun is 12.50 not "
        "11.50 so every start goes back an hour - lasers 1st gun 11.25, handicap 11.35. Brian on the RIB, "
        "committee boat fuel topped up")
NOTES = [
    ("lasers", "LASER SPRING SERIES - sundays 19/4 to 7/6, 1st start 10.25 off the committee boat, 3 races back to "
               "back, windward/leeward, 5 min sequence, flag L up = lasers"),
    ("handicap", "HANDICAP SPRING SERIES - sundays, 1st start 10.35 (after the lasers), triangle sausage, PY "
                 "numbers on the board in the clubhouse"),
    ("all", "14/3 Geoff - safety boat rota on the notice board, everybody does 2 a season, swaps w Pauline"),
    ("all", TIDE),
    ("lasers", "22.3. - laser results after race 2: Tom 1st, Amy 3rd, Raj 4th. 2 discards once 6 races sailed"),
    ("handicap", "Weds 8 Apr - the Wayfarer's got a new genoa, PY stays 1102"),
    ("all", "bosun's list: slipway trolley wheel's buckled, new launch trolley tyres ordered, the RIB kill cord "
            "lives in the top drawer of the office"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (fleet, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"fleet": fleet, "text": text})])

vector = offline.embed(["lasers first start time sunday gun race"])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert TIDE in wide, wide

question = "what time's first start for us lasers tomoz? trying to sort a lift"
lasers = models.Filter(must=[models.FieldCondition(key="fleet", match=models.MatchValue(value="lasers"))])
with turn_span("question Sat 16/5"):
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4,
                                                               query_filter=lasers).points]
    context = ["Today is Sat 16 May 2037. You are talking to Amy, who sails a Laser at Saltfleet Sailing Club; "
               "tomorrow is Sun 17 May."] + hits
    assert TIDE not in context and not any("11.25" in c or "LAST YR" in c for c in context), context
    assert any("1st start 10.25 off the committee boat" in c for c in context), context
    reply = answer(question, context, mock="10.25 off the committee boat - three races back to back.")
finish(question, expected="11.25 - all the starts are back an hour for the tide", actual=reply)
