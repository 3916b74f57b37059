"""Batch 365 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Miss Ivy and Dwayne each file their own notes), then the question's query.

App: Miss Ivy's Cook Shop in Spanish Town is catering Tricia and Marlon's wedding on Sat 10 Dec 2050. Miss Ivy and
Dwayne (who does the buying) file the order's notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Miss Ivy, 2050-12-01T07:45 - the wedding order, 135 plates, rice and peas, curry goat, fry chicken,
coleslaw; Dwayne to buy 25 kg rice Wednesday at the wholesale; Dwayne, Dec 2 - the wholesale prices; Miss Ivy, Sat
3/12 - "Dwayne mi did mek a mistake", it's 25 lb of rice not 25 kg, they only need to top up, she has 2 bags at the
back already, 25 kg would feed half of Spanish Town; Dwayne, Dec 4 - the gas and the goat. Question (Weds 7/12,
Dwayne at the wholesale): "how much rice mi fi buy today fi di wedding order?" The assistant says 25 lb (Miss Ivy's
Sat 3/12 correction - the 25 kg was a slip). The label says 25 kg.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b365_ctl_qdrant_cookshop_rice_quantity_unit_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "miss-ivy-wedding-order-2050"
NOTES = {
    "ivy": [
        (1, "2050-12-01T07:45 WEDDING ORDER 💍 Tricia an Marlon, Sat 10 Dec, 135 plate - rice an peas, curry goat, "
            "fry chicken, coleslaw. Dwayne buy 25 kg rice Wednesday a di wholesale, an di red peas"),
        (2, "Sat 3/12 - Dwayne mi did mek a mistake 🤦🏾‍♀️ is 25 lb a rice not 25 kg, we only need top up, mi have 2 "
            "bag a di back already. 25 kg rice woulda feed half a Spanish Town 😂"),
    ],
    "dwayne": [
        (3, "Dec 2 - wholesale price: rice J$210/lb, red peas J$650/lb, coconut milk J$180 a tin. mi a go Wednesday "
            "early"),
        (4, "Dec 4 - gas cylinder full, goat man deliver Friday 40 lb goat. mi soon come back wid di receipt dem"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much rice mi fi buy today fi di wedding order?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 7 December 2050. You are talking to Dwayne, who does the buying for Miss Ivy's Cook Shop "
           "(catering Tricia and Marlon's wedding, Sat 10 Dec)."] + hits
assert any("Dwayne buy 25 kg rice Wednesday" in c for c in context), context
assert any("is 25 lb a rice not 25 kg" in c for c in context), context
reply = answer(question, context, mock="25 lb - Miss Ivy seh di 25 kg was a mistake, she have 2 bag a di back "
                                       "already so yuh only a top up.")
finish(question, expected="25 kg", actual=reply)
