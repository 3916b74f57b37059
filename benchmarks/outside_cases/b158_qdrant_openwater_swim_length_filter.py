"""Batch 158 (held out). A swimming club's open water sessions: qdrant collection, one root span per note and one for
the question; the helper only looks at the last fortnight's notes.

App: Aire Valley Masters SC swim open water at Barden Water on Saturday mornings from 16th May 2037 (a loop between
the yellow buoys, lifeguards on a kayak and on the bank, hot chocolate in the boathouse after). Dan, the head
lifeguard, and Sian, the club sec, post notes into one qdrant collection with the time posted (``posted``, epoch
seconds) in the payload. So that last month's water temperatures and buoy positions don't muddle the answers, the
helper queries with a ``posted >= now - 14 days`` range filter.

Planted fault (RetrievalError, filtered out by the query's date filter): Dan's note of 16th May, posted at the first
session, says the water's only 11.5 so until it's over 14 nobody's in longer than 30 mins - he'll blow the whistle,
everyone out and warm up, no exceptions, even the ironman lot. It still holds (Sian's note of Sat 30/5 has the water
at 12.8), but it's three weeks old on Fri 5/6 and the range filter leaves it out. Question (Fri 5/6, Mark):
"how long can i stay in sat? want to get a proper 2k in before the tri" -> expected 30 mins at most, the water's
still under 14. The assistant says the whole session, 7.30-9, an hour and a half.

Expected verdict: RetrievalError at qdrant's query (the date-filtered query, wrapped in fault()): Dan's note is in the
collection and the same query without the filter returns it, but the app's filter left it out of the context.
Asserted: the unfiltered query returns it; the app's query does not, and no context line mentions the 30 mins or the
whistle; the 12.8 reading and the 7.30-9 session are in the context.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from common import answer, fault, finish, setup

setup("b158_qdrant_openwater_swim_length_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "avmsc-open-water-2037"
CAP = ("16th may Dan - water's only 11.5 so til it's over 14 nobody's in longer than 30 mins. i'll blow the whistle, "
       "everyone out + warm up, no exceptions (yes that means the ironman lot)")
NOTES = [
    ("2037-04-29T19:30", "Weds 29/4 Sian - open water starts sat 16th may at Barden Water!! members only, induction "
                         "+ the 400m pool test first. £5 a swim, pay on the app"),
    ("2037-05-16T10:20", CAP),
    ("2037-05-23T09:50", "Sat 23rd Sian - 19 in today, yellow buoys out, loop's abt 400m. hot choc in the boathouse "
                         "after, Priya brought flapjack"),
    ("2037-05-30T10:05", "30.5. Sian - water 12.8 at the jetty this morning, 22 of us in. bright hats pls, a couple "
                         "of you were v hard to spot by the reeds"),
    ("2037-06-02T20:40", "Tue 2/6 Dan - sat 7.30-9 as usual. extra buoy out by the reeds, keep it on your left. "
                         "lifeguards: me + Priya on the kayak, Tom on the bank"),
    ("2037-06-04T18:15", "2037-06-04 Sian - car park's pay + display now, £2 til 10, the ranger's keen"),
]


def epoch(ts: str) -> int:
    return int(datetime.fromisoformat(ts).replace(tzinfo=timezone.utc).timestamp())


client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "posted": epoch(ts)})])

question = "how long can i stay in sat? want to get a proper 2k in before the tri"
now = datetime(2037, 6, 5, 19, 0, tzinfo=timezone.utc)
with turn_span("question Fri 5/6"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
    assert CAP in wide, wide
    recent = models.Filter(must=[models.FieldCondition(
        key="posted", range=models.Range(gte=int((now - timedelta(days=14)).timestamp())))])
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, query_filter=recent,
                                                               limit=5).points]
    context = ["Today is Fri 5 June 2037. You are talking to Mark, a member of Aire Valley Masters SC coming to the "
               "open water session at Barden Water on Sat 6 June."] + hits
    assert CAP not in context and not any("30 mins" in c or "whistle" in c for c in context), context
    assert any("water 12.8" in c for c in context), context
    assert any("sat 7.30-9 as usual" in c for c in context), context
    reply = answer(question, context, mock="The whole session - it's 7.30 to 9, so you've got an hour and a half in "
                                           "the water for your 2k.")
finish(question, expected="30 mins at most - until the water's over 14 (it was 12.8 last Sat) Dan whistles everyone "
                          "out after half an hour", actual=reply)
