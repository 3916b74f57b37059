"""Batch 271 (held out). A men's shed's projects and tools: qdrant collection of the shed's notes, one root span per
note, one for Geoff's clear-out and one for the question; the clear-out deletes, by a payload filter, the notes of
finished projects, and one of them also said where the tool cabinet key lives now.

App: Todmorden Men's Shed meet Tues, Thurs and Sat mornings in the old bus depot - woodwork, a lathe, a bandsaw,
benches and bird boxes for schools and care homes, tea and biscuits. Geoff (the secretary) and the lads file notes
into one qdrant collection (payload ``kind``: tools, project, safety, rota; ``status`` on projects: on, done).
When a project is finished and written up for the newsletter Geoff deletes its notes with a filter
(kind == project and status == done); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the tools note of 2051-02-14T11:00 says the tool cabinet (chisels, the good saws, the
routers) is kept locked and the key is on the hook behind the door in the brew room. Geoff's note of Tue 7/3 says the
benches for St Mary's are done and delivered and, in passing, that after the lathe chisels went walkabout Ken has
moved the cabinet key into the key safe by the kettle, code 1966. Geoff's clear-out (Mon 13/3) deletes the done
project notes, that one with them. Question (Thu 16/3, Alan): "where's the key for the tool cabinet? want the chisels
out for the spoon carving" -> expected the key safe by the kettle (code 1966). The assistant says on the hook behind
the door in the brew room.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Geoff's Tue 7/3 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the key safe, 1966 or the kettle); the tools note's "hook behind the door" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b271_qdrant_mens_shed_cabinet_key_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-mens-shed-2051"
KEY = ("Tue 7/3 (Geoff) - the benches for St Mary's are DONE 🙌 delivered in Pete's van, the head's sending a photo "
       "for the Tod News. oh + after the lathe chisels went walkabout Ken's moved the tool cabinet key into the key "
       "safe by the kettle, code's 1966 (obvs ⚽), don't write it on anything")
NOTES = [
    (1, "tools", "on", "Geoff", "2051-02-14T11:00 tool cabinet (chisels, the good saws, routers) stays LOCKED when "
                                "nobody's about, key's on the hook behind the door in the brew room"),
    (2, "safety", "on", "Ken", "dust extractor ON for the bandsaw + planer, every time. goggles on the lathe, no "
                               "loose sleeves"),
    (3, "project", "done", "Geoff", "28/2 bird table for Moorside care home done + delivered, they loved it, cake "
                                    "for the lads"),
    (4, "project", "on", "Pete", "bird boxes for the school, 30 wanted, cutting list on the board, 15mm ply"),
    (5, "rota", "on", "Geoff", "brew rota - tues Alan, thurs Mick, sat whoever's in first. milk money in the tin"),
    (6, "project", "done", "Geoff", KEY),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, status, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "status": status,
                                                                "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where's the key for the tool cabinet? want the chisels out for the spoon carving"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 13/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert KEY in before, before
    finished = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="project")),
                                   models.FieldCondition(key="status", match=models.MatchValue(value="done"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=finished))

with turn_span("question Thu 16/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 16 March 2051. You are talking to Alan, a member of Todmorden Men's Shed."] + hits
    assert KEY not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("key safe", "1966", "kettle")), stored
    assert any("key's on the hook behind the door in the brew room" in c for c in context), context
    reply = answer(f"(Alan) {question}", context,
                   mock="It's on the hook behind the door in the brew room - lock the cabinet again when you're done.")
finish(question, expected="in the key safe by the kettle, code 1966 - Ken moved it after the chisels went walkabout",
       actual=reply)
