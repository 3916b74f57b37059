"""Batch 269 (held out). A village cricket ground's groundsman jobs: qdrant collection of the ground notes, one root
span per note, one for Trev's clear-out and one for the question; the clear-out deletes, by a payload filter, the
"done" notes he has ticked off in the ground book, and one of them also carried the move of the 2nds' strip.

App: Luddenden Foot Cricket Club's ground - a square of 9 strips, the outfield, the nets, two sightscreens and the
covers - is kept by Trev (the groundsman) with Kev helping at weekends; Ian (the fixtures secretary) adds the
fixtures. Their notes go into one qdrant collection (payload ``kind``: fixtures, machinery, todo, done). Once a
week Trev copies the done jobs into the ground book and deletes the done notes with a filter on ``kind``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): Ian's fixtures note (2051-04-12T19:00) has the 1sts at home Sat 6th May on strip 5
and the 2nds at home Sun 7th May v Triangle on strip 4. Trev's done note of Thu 4th May has the outfield cut and 5
rolled, and says, in the middle, that Ian rang - strip 4's too worn after the friendly, so the 2nds on Sunday are on
7 instead, and he's started prepping it. Trev's clear-out (Fri 5/5) deletes the done notes, that one with them.
Question (Sat 6/5, Kev): "which strip are the 2nds on sun? is it cut + rolled? marking out tonight after the 1sts
finish" ->
expected strip 7 (4's too worn after the friendly). The assistant says strip 4.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Trev's Thu 4th May note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on "on 7 instead", the friendly or too worn); the fixtures note's 2nds on strip 4 is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b269_qdrant_cricket_ground_seconds_strip_which_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-foot-cc-ground-2051"
STRIP = ("Thu 4th May done - cut the outfield, rolled 5 ✔ Ian rang, strip 4's too worn after the friendly so the 2nds "
         "on sun are on 7 instead, I've started prepping it (cut + rolled once). sightscreen wheel still knackered")
NOTES = [
    (1, "fixtures", "Ian", "2051-04-12T19:00 home fixtures - sat 6th may 1sts v Sowerby St Peters on strip 5, 1pm "
                           "start. sun 7th may 2nds v Triangle on strip 4, 1.30. teas Mrs Pollard both days"),
    (2, "machinery", "Trev", "mower's back from its service 😅 £140. cutting the square at 8mm for now, outfield "
                             "15mm"),
    (3, "todo", "Trev", "Tue 2nd May - roll the square (heavy roller), scarify the corner by the nets, fix the "
                        "sightscreen wheel, creosote the scorebox??"),
    (4, "done", "Trev", "Weds 26/4 done - cut + rolled 5 and 4, brushed the dew off, nets lined ✔"),
    (5, "done", "Trev", STRIP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "which strip are the 2nds on sun? is it cut + rolled? marking out tonight after the 1sts finish"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 5/5"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert STRIP in before, before
    in_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="done"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_book))

with turn_span("question Sat 6/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 6 May 2051. You are talking to Kev, who helps Trev the groundsman at Luddenden Foot "
               "Cricket Club."] + hits
    assert STRIP not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("on 7 instead", "friendly", "too worn")), stored
    assert any("2nds v Triangle on strip 4" in c for c in context), context
    reply = answer(question, context, mock="Strip 4 - the 2nds are at home to Triangle tomorrow, 1.30 start. The "
                                           "square was down for a heavy roll on Tue 2nd; nothing since on strip 4.")
finish(question, expected="strip 7 - strip 4's too worn after the friendly", actual=reply)
