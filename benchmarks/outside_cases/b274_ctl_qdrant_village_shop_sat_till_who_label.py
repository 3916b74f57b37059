"""Batch 274 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the manager and the rota secretary each file their own notes), then the question's query.

App: Cragg Vale Community Shop is run by volunteers on a weekly rota, two to a shift, with a manager (Sue) who does
the orders and Derek who keeps the rota. Sue and Derek file notes into one qdrant collection; the helper answers
the volunteers from the 5 nearest notes.

Memory: Derek, 2050-08-27T19:15 - September rota's up, Sat mornings (8-12.30) Jean on the till + Colin on the
shelves; Sue, 29/8 - the Booker delivery's Sat 9th this month, about 10, whoever's in to check it off; Derek, Mon
4th Sept - Jean's swapped Sat 9th with Colin, she's got her grandson's christening in Harrogate, so Colin's on the
till + Jean does his Tues; Sue, Weds 6/9 - card machine's fixed. Question (Fri 8/9, Sue): "who's on the till tmrw
morning? need to leave them the float + the Booker sheet" The assistant says Colin (he swapped with Jean for the
christening). The label says Jean.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b274_ctl_qdrant_village_shop_sat_till_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cragg-vale-shop-2050"
NOTES = {
    "derek": [
        (1, "2050-08-27T19:15 SEPT ROTA 📋 up on the board. sat mornings 8-12.30 Jean on the till + Colin on the "
            "shelves, sat pm Ann + Raj. tues am Colin + Liz"),
        (2, "Mon 4th Sept - Jean's swapped sat 9th w/ Colin, she's got her grandson's christening in Harrogate 👶 so "
            "Colin's on the till sat + Jean does his tues. I've changed the board"),
    ],
    "sue": [
        (3, "29/8 Booker delivery's sat 9th this month not fri, about 10, whoever's in pls check it off against the "
            "sheet + put the chilled away first!!"),
        (4, "Weds 6/9 card machine's fixed at last 🙌 float stays at £50, leave it in the blue bag under the till"),
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

question = "who's on the till tmrw morning? need to leave them the float + the Booker sheet"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 8 September 2050. You are talking to Sue, the manager of Cragg Vale Community Shop."] + hits
assert any("sat mornings 8-12.30 Jean on the till" in c for c in context), context
assert any("so Colin's on the till sat" in c for c in context), context
reply = answer(question, context, mock="Colin - Jean swapped Saturday with him for her grandson's christening. Leave "
                                       "the float and the Booker sheet for him.")
finish(question, expected="Jean", actual=reply)
