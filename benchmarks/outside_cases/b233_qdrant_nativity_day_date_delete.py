"""Batch 233 (held out). A playgroup's Christmas nativity: qdrant collection of notes, two writers in threads (the
playgroup leader and the committee secretary), then the leader's clear-out of the ticked-off jobs and the question;
the clear-out deletes the ticked job whose note also moved the nativity.

App: Little Acorns playgroup in Sowood put on their nativity at St Luke's church in December 2050 - the little ones
as angels, shepherds and sheep, four songs, mince pies and squash in the church room after. Claire (the leader) and
Nicola (the committee secretary) each file notes into one qdrant collection (payload ``kind``: plan, costumes,
songs, food; ``status``: "open" or "done" - a job on the list is ticked done once it's sorted). Once the jobs list
is printed for the staff room Claire clears out everything ticked done (``delete`` with a filter on status ==
done); the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Claire's first note (2050-10-20T13:15) has the nativity on Weds 14th Dec at 2pm at St
Luke's. Nicola's costumes note of Tue 29th Nov, ticked done because the costumes are all sorted, says in passing
that the church have a funeral on the Weds so the vicar's put the nativity back a day, Thu 15th, same time.
Claire's clear-out (Fri 9/12) deletes every ticked job, that note with them. Question (Mon 12/12, Sam, a dad):
"which day's the nativity again? need to book the afternoon off" -> expected Thursday 15th December (2pm) - the
church has a funeral on the Wednesday. The assistant says Wednesday 14th.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Nicola's note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Thu 15th or the funeral); the first note's Weds 14th is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b233_qdrant_nativity_day_date_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "little-acorns-nativity-2050"
MOVED = ("Tue 29th Nov (Nicola) - costumes ✓ all sorted, 6 angels, 5 shepherds (tea towels), 3 kings, 9 sheep. oh + "
         "the church have got a funeral on the weds so the vicar's put the nativity back a day, Thu 15th, same time "
         "2pm, he's very sorry. I've told the mums on the whatsapp")
CLAIRE = [
    ("plan", "open", "2050-10-20T13:15 NATIVITY ⭐ weds 14th dec 2pm at St Luke's, doors 1.45. mince pies + squash in "
                     "the church room after, parents £1 towards the hall"),
    ("songs", "open", "songs - Little Donkey, Away in a Manger, Twinkle Twinkle (the babies' one) + We Wish You. Mrs "
                      "Dean on the piano, practice tues + thurs mornings"),
    ("food", "done", "mince pies ✓ Greggs giving 4 doz, Pat's baking 2 doz, squash + cups from the cupboard"),
]
NICOLA = [
    ("costumes", "done", MOVED),
    ("plan", "open", "22/11 - programmes: Ella's drawing the front, 40 copies on the church printer, names of every "
                     "child inside"),
    ("food", "open", "still need someone on the urn + washing up after, rota's on the board by the door"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for kind, status, text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "kind": kind, "status": status,
                                                                    "by": who})])


threads = [threading.Thread(target=writer, args=("Claire", CLAIRE), name="claire-leader"),
           threading.Thread(target=writer, args=("Nicola", NICOLA), name="nicola-secretary")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(CLAIRE) + len(NICOLA)

question = "which day's the nativity again? need to book the afternoon off"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert MOVED in before, before
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))
stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
context = ["Today is Mon 12 December 2050. You are talking to Sam, whose son is a shepherd in Little Acorns "
           "playgroup's nativity."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("thu 15", "15th", "funeral", "back a day")), stored
assert any("weds 14th dec 2pm at St Luke's" in c for c in context), context
reply = answer(question, context, mock="Wednesday 14th December - it's at 2pm at St Luke's, doors from 1.45.")
finish(question, expected="Thursday 15th December, 2pm - the church has a funeral on the Wednesday", actual=reply)
