"""Batch 189 (held out). A Rotary club's Santa sleigh run: qdrant collection, threads (the collections organiser's
and the treasurer's notes come in on their own worker threads, writes under one lock; the kit clear-out runs on a
third), then the question; the clear-out deletes the note that had Wednesday's takings.

App: Newport (Salop) Rotary's Santa sleigh goes round a different part of town each night Mon 5th to Fri 9th
December 2044 - Santa on the sleigh behind Phil's tractor, collectors with buckets on the doors, the takings counted
at the Royal Victoria after each run. Ken (who runs the collections) and Sue (the treasurer) keep notes in one qdrant
collection, each with a ``ts`` (yyyymmdd) and a ``tag`` (route, takings, collectors, buckets...); once the bucket
repairs are sorted, a clear-out deletes the kit notes with ``client.delete(..., points_selector=FilterSelector(tag
== "buckets"))``.

Planted fault (DeletionError): Sue's takings notes have Mon Chetwynd End £412.60 and Tue the Wellington Rd estate
£388.15. Ken's note of Weds night (20441207), which he tagged buckets, has the Church Aston run - £455.20 in the
buckets, counted at the Vic, best night so far - and 2 bucket lids cracked in the cold, new ones coming from the
district store. Once the new lids are in (Sue's note of 20441208), the clear-out deletes the buckets notes, Weds'
takings with them. Question (Thu 8/12, Gill, the club's press contact): "how much have we collected so far this
week? the Advertiser wants a figure for fri's paper" -> expected £1,255.95 (£412.60 + £388.15 + £455.20). The assistant
says £800.75 (Mon and Tue).

Expected verdict: DeletionError at qdrant's delete (the clear-out's delete, wrapped in fault()): Ken's Weds note was
in the collection and in the top 5 for the question before the delete, and the delete removed it while it still
decided the total. Asserted: the note is found before the delete and is gone from the collection and the context
after it; the Mon and Tue takings lines are in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b189_qdrant_santa_sleigh_takings_sum_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "newport-rotary-santa-sleigh-2044"
WEDS = ("weds Church Aston 🎅 we collected £455.20 in the buckets, counted at the Vic after - best night so far this "
        "wk. 2 bucket lids cracked in the cold tho, new ones coming from the district store, Sue's chasing")
KEN = [
    (20441114, "route", "SLEIGH RUNS mon 5th-fri 9th dec 🛷 6-8pm each night. mon Chetwynd End, tue Wellington Rd "
                        "estate, weds Church Aston, thurs Lilleshall rd, fri the high st + Morrisons"),
    (20441128, "collectors", "collectors - 6 a night if we can, hi vis + a bucket each, Santa's Malcolm again (he's "
                             "got the suit)"),
    (20441207, "buckets", WEDS),
]
SUE = [
    (20441205, "takings", "mon Chetwynd End - £412.60 counted at the Vic 💷 bagged + in the safe"),
    (20441206, "takings", "tue Wellington Rd estate £388.15, bit down, raining most of it ☔ banking fri"),
    (20441208, "buckets", "new lids in ✅ from the district store, all 12 buckets sound again"),
]
KIT = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="tag", match=models.MatchValue(value="buckets")),
]))

client = QdrantClient(":memory:")
write_lock = threading.Lock()  # the local (in-process) qdrant client isn't safe for concurrent writes
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
question = "how much have we collected so far this week? the Advertiser wants a figure for fri's paper"
TOP = 5


def notes_from(who: str, notes, first_id: int) -> None:
    for i, (ts, tag, text) in enumerate(notes, first_id):
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "ts": ts, "tag": tag,
                                                                    "by": who})])


def clear_out(ready: threading.Event) -> None:
    ready.wait()
    with fault():
        client.delete(COLL, points_selector=KIT)


writers = [threading.Thread(target=notes_from, args=("Ken", KEN, 1), name="ken-notes"),
           threading.Thread(target=notes_from, args=("Sue", SUE, 11), name="sue-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()
before = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP).points]
assert WEDS in before, before

ready = threading.Event()
clearer = threading.Thread(target=clear_out, args=(ready,), name="kit-clear-out")
clearer.start()
ready.set()
clearer.join()

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP).points]
context = ["Today is Thu 8 December 2044. You are talking to Gill, Newport Rotary's press contact; the Santa sleigh "
           "runs Mon 5 to Fri 9 December."] + hits
assert WEDS not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("455", "church aston 🎅")), stored
assert any("£412.60 counted at the Vic" in c for c in context), context
assert any("Wellington Rd estate £388.15" in c for c in context), context
reply = answer(question, context, mock="£800.75 so far - £412.60 from Chetwynd End on Monday and £388.15 from the "
                                       "Wellington Rd estate on Tuesday.")
finish(question, expected="£1,255.95 - £412.60 mon + £388.15 tue + £455.20 weds (Church Aston)", actual=reply)
