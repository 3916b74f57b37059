"""Batch 172 (held out). A men's shed's open morning notes: qdrant collection, one root span per note, one for the
clear-out and one for the question; tidying away the apologies for absence deletes the note that named the first aider.

App: Bramley Men's Shed has an open morning on Sat 8th September 2040, 10 till 1 - tours of the workshop, demos on the
lathe and the scroll saw, tea and bacon butties, for anyone thinking of joining. Alan (secretary) and the members
post notes into one qdrant collection with a ``kind`` in the payload ("jobs", "minutes" or "apologies"). Once the
minutes of a committee meeting are typed up, Alan clears the apologies out with a filtered ``delete`` - "they're in
the minutes now" - and the helper answers members from a query of what's left.

Planted fault (DeletionError): Alan's 14/7 jobs note has tours on the hour, Pete and Ken on the lathe, Stan on tea and
butties, and Ron first aider as usual. Ron's note of Tue 28th Aug, filed as apologies for the Thursday meeting, says
his hip op's come through for the 4th so he's out of action for the open morning - Malcolm (ex St John's) says he'll do
first aid on the day, the kit's in the blue box by the bandsaw. After the minutes of Thu 30/8 are typed up, the
clear-out deletes Ron's note with Dave's apologies. Question (Weds 5/9, Pete, doing the risk assessment): "who's first
aider on sat? need a name for the risk assessment" -> expected Malcolm (ex St John's) - Ron's having his hip done. The
assistant says Ron.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ron's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
"Ron first aider as usual" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b172_qdrant_shed_first_aider_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bramley-mens-shed-open-morning-2040"
RON = ("Tue 28th Aug Ron - apologies for thurs mtg lads, hip op's come thru for the 4th 🙈 so I'm out of action for "
       "the open morning. Malcolm (ex St John's) says he'll do first aid on the day, kit's in the blue box by the "
       "bandsaw")
NOTES = [
    ("jobs", "14/7 Alan - open morning sat 8th sept 10-1. tours on the hour (Ken), Pete + Ken on the lathe, Bill on the "
             "scroll saw, Stan tea + bacon butties, Ron first aider as usual. sign in sheet by the door"),
    ("jobs", "2040-08-02T11:00 Stan - butties: 4 packs of bacon from Jones the butcher, he's doing us a deal, + 60 "
             "rolls. urn needs descaling"),
    ("apologies", "21.8. Dave - apologies for thurs, grandson's christening ⛪"),
    ("apologies", RON),
    ("minutes", "Thu 30/8 mtg - open morning all in hand, banner up on the fence by the 1st, leaflets in the library "
                "+ the Co-op, dust extractor to be serviced before sat"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])

question = "who's first aider on sat? need a name for the risk assessment"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert RON in before, before

with turn_span("clear out the apologies (minutes typed up)"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="kind", match=models.MatchValue(value="apologies"))])))

with turn_span("question Weds 5/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Weds 5 September 2040. You are talking to Pete, a member of Bramley Men's Shed, who is "
               "doing the risk assessment for the open morning (Sat 8 September)."] + hits
    assert RON not in stored and not any("Malcolm" in c or "hip" in c or "St John" in c for c in stored + context), \
        stored
    assert any("Ron first aider as usual" in c for c in context), context
    reply = answer(question, context, mock="Ron - he's first aider as usual.")
finish(question, expected="Malcolm (ex St John's) - Ron's having his hip op", actual=reply)
