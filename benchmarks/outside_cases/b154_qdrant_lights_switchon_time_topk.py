"""Batch 154 (held out). A town's Christmas lights switch-on: qdrant collection, one root span per note and one for
the question; the helper's search keeps only its top 3 notes.

App: Elland Town Team puts on the Christmas lights switch-on (Sat 28th Nov 2037: a flatbed stage by the Town Hall,
Elland Silver Band, the school choir, the panto cast, Santa on the fire engine, Southgate and Briggate shut from 3).
Carol, who chairs it, keeps the committee's notes in one qdrant collection (a ``kind`` in the payload: running order,
stage, road, stalls) and the helper answers people with ``client.query_points(..., limit=3)``.

Planted fault (RetrievalError, cut off by top-k): the running order has the band at 4.30, the choir at 5, the panto
lot at 5.20, Santa on the fire engine at 5.45 and the countdown and switch on with the Mayor at 6pm. Carol's note of
Tue 24/11 (filed under road) says the police and the bus company want the fire engine through before the 5.50 bus
comes back along the diversion, so Santa's at 6 and the countdown's half 6, the Mayor's fine with it and the panto
lot will do an extra number to fill; and, in passing, asks who's got the big extension reel. For the question the
collection ranks that note below the top 3, so limit=3 leaves it out. Question (Thu 26/11, Anne, bringing her mum):
"what time's the actual switch on sat? bringing my mum, she can't stand about for long" -> expected half 6 (6.30pm;
Santa comes through at 6). The assistant says 6pm.

Expected verdict: RetrievalError at the qdrant query with limit=3 (wrapped in fault()): Carol's note is in the
collection and the same query with limit=8 returns it, but the search the app made cut it off. Asserted: the wider
query returns it and the app's does not; the running order (switch on at 6pm) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b154_qdrant_lights_switchon_time_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "elland-lights-2037"
LATER = ("Tue 24/11 Carol - police + the bus co want the fire engine thru before the 5.50 bus comes back along the "
         "diversion, so Santa's at 6 and the countdown's half 6. Mayor's fine w it, panto lot'll do an extra number "
         "to fill. who's got the big extension reel??")
NOTES = [
    ({"kind": "running order"}, "RUNNING ORDER sat 28th - 4.30 Elland Silver Band on the stage, 5.00 St John's "
                                "choir, 5.20 the panto lot (Jack + the Beanstalk), 5.45 Santa on the fire engine, "
                                "6pm countdown + the switch on w the Mayor"),
    ({"kind": "stage"}, "14/10 Carol - stage is the flatbed off Wood's haulage, by the Town Hall steps. PA from "
                        "Dave's mate, genny from the hire shop, picking it up fri"),
    ({"kind": "road"}, "road closure Southgate + Briggate 3-8pm, council have done the TTRO. diversion via Gog Hill, "
                       "buses the same"),
    ({"kind": "stalls"}, "2/11 Sue - stalls on the Briggate end: mulled wine (Rotary), hot choc + "
                         "crepes, the Scouts' tombola, glow sticks. 12 so far, £15 a pitch"),
    ({"kind": "road"}, LATER),
    ({"kind": "stage"}, "2037-11-20T19:30 Dave - mics tested, band want 3 chairs on the stage for the older lads who "
                        "can't stand all that time, + a tarp if it's raining"),
    ({"kind": "stalls"}, "16th nov Sue - sweets + toffee apples from the Co-op, hi vis for the stewards from the "
                         "Town Hall, wristbands for lost kids"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (payload, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, **payload})])

question = "what time's the actual switch on sat? bringing my mum, she can't stand about for long"
with turn_span("question Thu 26/11"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=8).points]
    assert LATER in wide, wide
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Thu 26 November 2037. You are talking to Anne, who is bringing her mum to Elland's "
               "Christmas lights switch-on on Sat 28 November."] + hits
    assert LATER not in context and not any("half 6" in c or "5.50 bus" in c for c in context), context
    assert any("6pm countdown + the switch on" in c for c in context), context
    reply = answer(question, context, mock="6pm - the countdown and switch on with the Mayor, straight after Santa "
                                           "arrives on the fire engine at 5.45.")
finish(question, expected="half 6 (6.30pm) - Santa comes through at 6 and the countdown's at half 6", actual=reply)
