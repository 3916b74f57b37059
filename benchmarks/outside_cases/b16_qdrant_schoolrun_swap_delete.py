"""Batch 16 (held out). Parents' school-run carpool notes: qdrant-client (in-memory, offline embeddings), one call per
trace (script style), the weekly clear-out in a thread.

App: four families share the school run; the app stores each note as a point, payload {kind, week, text}. Every
Sunday a clear-out job deletes kind="rota" points older than the current week (last week's one-off changes). The
assistant answers from a vector search.

Planted fault (DeletionError, a lasting change deleted as a one-off): in week 22 Tom posted "From w/c 8/6 I'll do
Weds for good (new shifts), Amara has my Fri's instead - ok?? Amara: fine by me". It was filed as kind=rota, week 22,
so the week-25 clear-out (kind=rota, week < 25) deletes it together with last week's swaps. What remains is the term
plan "Summer term: Mon Jess, Tue Raj, Wed Amara, Thu Jess, Fri Tom". Question (week 25): "Who's doing the Wednesday
school run now?" -> expected "Tom (since w/c 8 June; Amara does Fridays)". The assistant says Amara.

Expected verdict: DeletionError at qdrant.delete (fault() wraps that delete). Asserted: before the clear-out the
search returns the swap note; after it, the note is gone from storage and the context. Another reading: one could
call it a filing mistake at write time (kind=rota), but the write stored the text intact; the delete removed it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b16_qdrant_schoolrun_swap_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (1, "plan", 15, "Summer term: Mon Jess, Tue Raj, Wed Amara, Thu Jess, Fri Tom. Drop-off by 8.45, pick-up 3.15 "
                    "(3.30 Weds - choir)."),
    (2, "rota", 22, "From w/c 8/6 I'll do Weds for good (new shifts), Amara has my Fri's instead - ok?? "
                    "Amara: fine by me"),
    (3, "rota", 24, "This Thurs only: Raj covers for Jess (dentist). Booster seat is in Jess's porch."),
    (4, "info", 20, "Car seats: Raj + Tom have 3 boosters each, Jess 2. Nobody's car takes all 4 kids + a cello."),
]

client = QdrantClient(":memory:")
client.create_collection("runs", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, week, text in NOTES:
    client.upsert("runs", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                     payload={"kind": kind, "week": week, "text": text})])

question = "Who's doing the Wednesday school run now?"
vector = offline.embed([question])[0]
before = client.query_points("runs", query=vector, limit=4).points
assert any(p.id == 2 for p in before), before

WEEK = 25
stale = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rota")),
                            models.FieldCondition(key="week", range=models.Range(lt=WEEK))])


def clear_out() -> None:
    with fault():
        client.delete("runs", points_selector=models.FilterSelector(filter=stale))


job = threading.Thread(target=clear_out)
job.start()
job.join()

hits = client.query_points("runs", query=vector, limit=4).points
context = [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("runs", limit=50)[0]]
assert any("Wed Amara" in c for c in context), context
assert not any("for good" in c for c in context + stored), stored
reply = answer(question, context, mock="Amara does Wednesdays this term (pick-up is 3.30 on Weds because of choir).")
finish(question, expected="Tom, since the week of 8 June (Amara took his Fridays)", actual=reply)
