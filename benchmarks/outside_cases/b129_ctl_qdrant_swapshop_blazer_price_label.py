"""Batch 129 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads,
query.

App: the uniform swap shop at St Anne's High (run by parent volunteers in the old sixth-form common room) keeps its
notes in one qdrant collection: Karen, who runs it, writes the prices and decisions; Jas logs donations and sizes in
from the till table. Both write from their own threads; the helper answers parents from a query.

Memory: Karen's price list from Sept (blazers £5, jumpers + cardis £2, polos/PE tops £1, coats £3, cash or the PTA
card machine); Karen, 12/5: we've got 40-odd blazers in from the leavers and the Year 7s who've shot up, let's just
let them go for a quid to shift them before the summer, Mr Doyle's ok'd it; Jas's logs (blazer sizes 30-38 chest,
PE kit, a box of ties); opening Weds 3-4.30 + Sat 10-12. Question (Fri 15/5, Lisa, a parent): "how much is a blazer
now? my lad's gone up two sizes since sept" The assistant says £1. The label says £5 - in memory, the September
price list, before Karen let the blazers go for a quid.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b129_ctl_qdrant_swapshop_blazer_price_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-annes-swap"
KAREN = [
    (1, "PRICES sept 36 - blazers £5, jumpers + cardis £2, polos / PE tops £1, coats £3. cash or the PTA card "
        "machine"),
    (2, "open weds 3-4.30 + sat 10-12 in the old sixth form common room, in by the drama studio door"),
    (3, "12/5 - we've got 40-odd blazers in from the leavers + the yr 7s who've shot up, let's just let them go for "
        "a quid to shift them before the summer. Mr Doyle's ok'd it"),
]
JAS = [
    (11, "in 9/5 - blazers 30, 32, 34 (x4), 36, 38 chest, 2 pr PE shorts, box of ties (yr colours)"),
    (12, "in 13th may - 6 jumpers age 11-12, 3 polos, 1 coat (navy, age 13), Mrs Ali's bag of skirts"),
    (13, "sat 9th took £46 - mostly jumpers + PE tops. float is £20, back in the tin"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()


def writer(who: str, notes: list) -> None:
    for pid, text in notes:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"from": who, "text": text})
        with lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("karen", KAREN), name="karen-notes"),
           threading.Thread(target=writer, args=("jas", JAS), name="jas-till-log")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is a blazer now? my lad's gone up two sizes since sept"
vector = offline.embed(["blazer price how much £ blazers"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
context = ["Today is Fri 15 May 2037. You are talking to Lisa, a parent at St Anne's High."] + hits
assert any("blazers £5" in c for c in context), context
assert any("let them go for a quid" in c for c in context), context
reply = answer(question, context, mock="£1 at the moment - they've got loads of blazers in, so they're going for a "
                                       "quid. Sizes 30 to 38 chest in stock.")
finish(question, expected="£5", actual=reply)
