"""Batch 186 (held out). A youth club's sleepover: qdrant collection, threads (the leaders' notes come in on one worker
thread, the tidy-up of done to-dos runs on another), then the question; the tidy-up deletes the note with the late
sign-ups.

App: Hadley youth club's sleepover is Fri 13th March 2043, 7pm till half 10 on the Saturday, in the club's hall -
pizzas, a film, sleeping bags in the main hall and the games room, pancakes in the morning. Gemma (the youth worker)
keeps the sleepover's notes in one qdrant collection, each with a ``ts`` (yyyymmdd) and a ``done`` flag for to-dos; a
tidy-up job deletes the done ones with ``client.delete(..., points_selector=FilterSelector(done true))``.

Planted fault (DeletionError): the first note (2/2) has 19 signed up so far. The note of 18/2 says 3 more kids are
stopping over Friday from the Thursday group - Kayden, Maisie and Ali's cousin Zain - so that's 22 now, forms back
from all 3, ticked done. The tidy-up deletes it with the urn note (also done). Question (Tue 10/3, Sarah, a parent
helper ordering the pizzas): "how many kids are stopping over fri? need to get the pizza order in" -> expected 22
(the 19 + Kayden, Maisie and Zain). The assistant says 19.

Expected verdict: DeletionError at qdrant's delete (the tidy-up's delete, wrapped in fault()): the 18/2 note was in
the collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the count. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the "19 signed up" line is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b186_qdrant_youth_club_sleepover_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hadley-youth-club-sleepover-2043"
LATE = ("3 more kids stopping over fri from the thurs group - Kayden, Maisie + Ali's cousin Zain, so that's 22 now 🙈 "
        "forms back from all 3 ✅")
NOTES = [
    (20430202, False, "SLEEPOVER fri 13th march 🛌 7pm till sat half 10, £15 a head, pizza + brekkie. 19 signed up "
                      "so far (11 girls 8 boys), forms back by 6/3"),
    (20430209, False, "rooms - girls in the main hall, boys in the games room, leaders on the stage. lights out 12ish "
                      "lol"),
    (20430218, True, LATE),
    (20430220, True, "urn booked from the church ✅ Dean collected it in the van"),
    (20430224, False, "parents - need 1 adult per 8 kids, got Mo, Sarah, Dean + me. DBS all in date"),
    (20430301, False, "pizzas from Domino's 7.30ish, Sarah ordering, 1 large between 3 kids, 2 of them veggie"),
]
DONE = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="done", match=models.MatchValue(value=True)),
]))

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
question = "how many kids are stopping over fri? need to get the pizza order in"


def leaders_notes() -> None:
    for i, (ts, done, text) in enumerate(NOTES, 1):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "done": done})])


def tidy_up(ready: threading.Event) -> None:
    ready.wait()
    with fault():
        client.delete(COLL, points_selector=DONE)


writer = threading.Thread(target=leaders_notes, name="leaders-notes")
writer.start()
writer.join()
before = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
assert LATE in before, before

ready = threading.Event()
tidier = threading.Thread(target=tidy_up, args=(ready,), name="tidy-up-done-todos")
tidier.start()
ready.set()
tidier.join()

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
context = ["Today is Tue 10 March 2043. You are talking to Sarah, a parent helping at Hadley youth club's sleepover "
           "(Fri 13 March, 7pm till 10.30am Sat)."] + hits
assert LATE not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("kayden", "22 now", "thurs group")), stored
assert any("19 signed up so far" in c for c in context), context
reply = answer(question, context, mock="19 - 11 girls and 8 boys, so 7 large pizzas at one between 3.")
finish(question, expected="22 - the 19 plus Kayden, Maisie and Zain from the Thursday group", actual=reply)
