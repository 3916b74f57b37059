"""Batch 297 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the manager and the furniture volunteer each file their own notes), then the question's query.

App: the Kirkwood Hospice furniture shop on Bradford Rd, Huddersfield, 2053 - sofas, wardrobes, tables and white
goods, collection and delivery by the shop's van. Karen (the manager) and Dave (who does the van and the pricing)
file notes into one qdrant collection; the helper answers the volunteers on the shop floor from the 5 nearest.

Memory: Dave, 2053-04-02T15:30 - the grey corner sofa from the house clearance in Lindley, fire label on, no marks,
£60, it's in the window; Dave, Sat 5/4 - the oak dresser's sold, £85, delivering Tuesday; Karen, Mon 21st Apr - the
grey sofa's been sat in the window three weeks, knock £15 off it, and if anyone wants it delivered it's £10 in
HD postcodes; Karen, 23/4 - the new Gift Aid till prompt. Question (Fri 25/4, a volunteer on the floor): "how much is
the grey corner sofa in the window? a couple are asking + want it delivered" The assistant says £45 (the £60 less the
£15 Karen knocked off), plus £10 delivery in HD. The label says £60.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b297_ctl_qdrant_hospice_shop_sofa_price_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kirkwood-furniture-shop-2053"
NOTES = {
    "dave": [
        (1, "2053-04-02T15:30 grey corner sofa in from the house clearance in Lindley 🛋️ fire label on, no marks, "
            "£60. it's in the window"),
        (2, "Sat 5/4 - oak dresser's SOLD £85, delivering tues am, me + Gaz"),
    ],
    "karen": [
        (3, "Mon 21st Apr - the grey sofa's been sat in the window 3 wks now, knock £15 off it pls Dave. delivery's "
            "£10 in HD postcodes if they want it bringing"),
        (4, "23/4 new till does the gift aid prompt itself now, still ask them tho!!"),
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

question = "how much is the grey corner sofa in the window? a couple are asking + want it delivered"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 25 April 2053. You are talking to a volunteer on the floor of the Kirkwood Hospice furniture "
           "shop, Bradford Rd."] + hits
assert any("grey corner sofa" in c and "£60" in c for c in context), context
assert any("knock £15 off it" in c for c in context), context
reply = answer(question, context, mock="£45 - it was £60 but Karen's knocked £15 off as it's been in the window three "
                                       "weeks. Delivery's another £10 if they're in an HD postcode.")
finish(question, expected="£60", actual=reply)
