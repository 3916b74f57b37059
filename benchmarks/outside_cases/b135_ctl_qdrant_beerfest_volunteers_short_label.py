"""Batch 135 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection written by two writers in
threads (the volunteer coordinator and the bar manager), then the question's search.

App: the Tolbury Beer & Cider Festival committee keeps its notes in one qdrant collection; Lou (volunteers) and Gav
(bar and casks) post to it from their phones (through one lock: the local client isn't safe for two writers at
once), and the helper answers from a search of it.

Memory: Lou, 3/6: Sat night bar 6-11 needs 12 on, got 9 so 3 short, Fri's fine; Gav, 5/6: the rugby club lads said
they'll send 2 of theirs down Sat night like last year, they know the pumps, he's told them 5.45 for the briefing;
the casks and the glass wash. Question (Sun 7/6, Lou): "how many more do i need for sat night behind the bar? doing
a shout out on the fb page" The assistant says 1 (12 needed, 9 signed up and the rugby club's 2). The label says 3 -
in memory, Lou's own count of 3/6, before the rugby club's offer.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b135_ctl_qdrant_beerfest_volunteers_short_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tolbury-beerfest-notes"
POSTS = {
    "lou": [
        (1, "3/6 volunteers - fri's fine (14 on). SAT NIGHT bar 6-11 need 12 on, got 9 so 3 short. sat afternoon 8, "
            "ok"),
        (3, "glass wash - Sue + Al both days, need a 3rd for sat night if anyone's going spare"),
    ],
    "gav": [
        (2, "casks - Thornbridge 4 extra confirmed, sale or return. stillage goes up fri from half 3"),
        (4, "5/6 rugby club lads say they'll send 2 of theirs down sat night like last yr, they know the pumps. told "
            "them 5.45 for the briefing, t-shirts in the box under the bar"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()


def writer(who: str) -> None:
    for pid, text in POSTS[who]:
        with lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=(who,), name=f"writer-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how many more do i need for sat night behind the bar? doing a shout out on the fb page"
vector = offline.embed(["saturday night bar volunteers how many short rugby club"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Sun 7 June 2037. You are talking to Lou, who does the volunteers for the Tolbury Beer & Cider "
           "Festival."] + hits
assert any("need 12 on, got 9 so 3 short" in c for c in context), context
assert any("send 2 of theirs down sat night" in c for c in context), context
reply = answer(question, context, mock="Just 1 - you need 12 on the Saturday night bar, you've got 9 plus the 2 "
                                       "rugby club lads, so 11.")
finish(question, expected="3", actual=reply)
