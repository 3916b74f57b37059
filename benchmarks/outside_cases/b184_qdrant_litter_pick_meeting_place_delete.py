"""Batch 184 (held out). A parish council's litter pick: qdrant collection, one root span per note and one each for
the clear-out and the question; the clerk's clear-out of February's notes deletes the one that moved the meeting
point.

App: Muxton parish council's spring litter pick is Sat 21st March 2043, 10 till 12 - volunteers get bags, grabbers
and hi-vis at the meeting point and go out in teams to the rec, the Station Rd verges, Church Lane and behind the
Co-op. Mrs Reeves (the clerk) keeps the pick's notes in one qdrant collection, each with a ``ts`` (yyyymmdd) and a
``pinned`` flag (the plan is pinned); on Sun 15/3 she bins the unpinned notes from before March with
``client.delete(..., points_selector=FilterSelector(pinned false and ts < 20430301))`` - "Feb's all sorted now".

Planted fault (DeletionError): the pinned plan (2043-01-18) says meet at the village hall car park. Cllr Patel's note
of 9/2 says highways are resurfacing the hall car park w/c 16th March, it's coned off all that week and the Saturday;
Steve at the Red Lion says they can meet in his car park instead and he'll do teas after. Sunday's clear-out deletes
it with the bags note of 23/2. Question (Fri 20/3, Akosua, bringing the Scouts): "where are we meeting tmrw, which car
park? the parents want to know where to drop off" -> expected the Red Lion car park (the hall car park's coned off
for the resurfacing). The assistant says the village hall car park.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Cllr Patel's note was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
plan's "meet at the village hall car park" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b184_qdrant_litter_pick_meeting_place_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "muxton-pc-litter-pick-spring-2043"
MOVED = ("9/2 Cllr Patel - highways doing the hall car park resurfacing w/c 16th march, it's coned off all that wk + "
         "the sat 😩 Steve at the Red Lion says we can meet in his car park instead, he'll do teas after 👍")
NOTES = [
    (20430118, True, "SPRING LITTER PICK sat 21st march 10-12 🗑️ meet at the village hall car park, bags + grabbers + "
                     "hi-vis handed out there. areas: the rec, Station Rd verges, Church Lane, behind the Co-op"),
    (20430209, False, MOVED),
    (20430223, False, "23/2 bags from the council depot - 60 black + 20 blue for the recycling, Kev collecting in the "
                      "van"),
    (20430304, False, "Weds 4 Mar - 26 names down so far, Scouts coming w 8 kids (need a grown up per 4), Akosua "
                      "bringing them"),
    (20430312, False, "12.3. grabbers - 30 from the depot + our 8 in the shed. hi-vis in the clerk's office, sign "
                      "out sheet on the clipboard"),
]
OLD_UNPINNED = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="pinned", match=models.MatchValue(value=False)),
    models.FieldCondition(key="ts", range=models.Range(lt=20430301)),
]))

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, pinned, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {ts}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "pinned": pinned})])

question = "where are we meeting tmrw, which car park? the parents want to know where to drop off"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert MOVED in before, before

with turn_span("clear-out Sun 15/3"):
    with fault():
        client.delete(COLL, points_selector=OLD_UNPINNED)

with turn_span("question Fri 20/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
    context = ["Today is Fri 20 March 2043. You are talking to Akosua, who is bringing the Scouts to Muxton parish "
               "council's litter pick (Sat 21 March, 10-12)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("red lion", "resurfacing", "coned off")), stored
    assert any("meet at the village hall car park" in c for c in context), context
    reply = answer(question, context, mock="At the village hall car park at 10 - bags, grabbers and hi-vis are handed "
                                           "out there.")
finish(question, expected="the Red Lion car park - the hall car park's coned off for the resurfacing", actual=reply)
