"""Batch 373 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Sizwe and his cousin Lwazi each file their own book entries; the app holds a lock around each upsert), then the
question's query.

App: the Dlamini family spaza in Khanyisa Ext 7 sells paraffin by the litre from a 210L drum at the side of the
shop. Sizwe (who runs the shop for his mother) and Lwazi (his cousin, weekends) file the stock book into one qdrant
collection; the helper answers from the 4 nearest entries.

Memory: Sizwe, Mon 2 Mar - drum refilled, 210L full, R22 a litre now; Sizwe, Tue 10 Mar - by the book 140L sold
since the 2nd, so 70L should be left; Lwazi, Sat the 14th - dipped the drum with the stick, only 45L in it, the tap's
been dripping into the sand, fixed it now-now with a new washer; Lwazi, 14/03 - Gogo next door wants 5L on Mon, keep
it for her. Question (Sun 15 Mar, Sizwe): "how many litres paraffin are left in the drum? must I phone the guy for
Mon?" The assistant says 45L (what Lwazi measured; 40L once Gogo's 5L goes). The label says 70L.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b373_ctl_qdrant_spaza_paraffin_litres_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "dlamini-spaza-paraffin-2026"
NOTES = {
    "sizwe": [
        (1, "Mon 2 Mar paraffin drum refilled 🛢️ 210L full, selling R22 a litre now, the guy says next refill 2nd Mon "
            "of April"),
        (2, "Tue 10 Mar by the book we've sold 140L paraffin since the 2nd so should be 70L left in the drum"),
    ],
    "lwazi": [
        (3, "Sat the 14th dipped the drum with the stick - only 45L paraffin in it 😩 the tap's been dripping into the "
            "sand, fixed it now-now with a new washer"),
        (4, "14/03 Gogo next door wants 5L paraffin on Mon, keep it for her, she'll pay cash"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
book_lock = threading.Lock()  # the local client is not safe for two writers at once


def file_entries(who: str) -> None:
    for pid, text in NOTES[who]:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with book_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"book-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how many litres paraffin are left in the drum? must I phone the guy for Mon?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sun 15 March 2026. You are talking to Sizwe, who runs the Dlamini family spaza."] + hits
assert any("should be 70L left" in c for c in context), context
assert any("only 45L paraffin in it" in c and "dripping into the sand" in c for c in context), context
reply = answer(question, context, mock="45L - Lwazi dipped it on Sat, the tap was leaking. After Gogo's 5L on Mon "
                                       "it's 40L, so ja, phone the guy.")
finish(question, expected="70L", actual=reply)
