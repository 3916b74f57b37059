"""Batch 387 (held out). A family sweet centre after Eid: qdrant collection of the shop's notes, one root span per
note, one for the clear-out and one for the question; the clear-out deletes, by a payload filter, the Eid notes
once Eid is done, and one of them also carried the new hall for a walima drop-off.

App: Mehfil Sweets in Bradford is a family sweet centre - Abbu (Haji Yousaf) on the till, Bilal on orders, Kamran
on the van, Ustad ji the halwai. They file notes into one qdrant collection (payload ``kind``: orders, eid, stock,
rota). After Eid Bilal clears out the Eid notes with a filter on ``kind``; the helper answers from the 4 nearest
notes.

Planted fault (DeletionError): Abbu's order note (2051-05-29T18:00) has the Rafiq walima - 60 x 1kg mixed boxes and
10 trays of gajar halwa, drop-off Sun 18/06 5pm at the Noor Palace banqueting on Thornlea Rd, ask for Shakeel at the
back door. Bilal's Eid note of Thu 08/06 starts with the Eid boxes going out bare fast and says, in passing, that
Rafiq bhai came in - the walima's moved to the Grand Mahal suite on Westbourne Rd cos Noor Palace's car park is
getting dug up, same time 5pm, same order. Bilal's clear-out (Tue 13/06, Eid done) deletes the Eid notes, that one
with them. Question (Fri 16/06, Kamran, who drives the van): "where am I dropping the Rafiq walima order on sunday?
putting it in the satnav" -> expected the Grand Mahal suite on Westbourne Rd. The assistant says the Noor Palace
banqueting on Thornlea Rd.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Bilal's Thu 08/06 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the Grand Mahal, Westbourne Rd or the car park being dug up); the order note's "Noor Palace
banqueting on Thornlea Rd" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b387_qdrant_sweet_centre_walima_drop_off_where_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mehfil-sweets-2051"
VENUE = ("Thu 08/06 - eid boxes going out bare fast mashallah 🌙 1kg's nearly gone, Saima doing the stickers. oh + "
         "Rafiq bhai came in, the walima's moved to the Grand Mahal suite on Westbourne Rd cos Noor Palace's car park "
         "is getting dug up, same time 5pm same order")
NOTES = [
    (1, "orders", "Abbu", "2051-05-29T18:00 RAFIQ WALIMA 💍 60 x 1kg mixed mithai boxes + 10 trays gajar halwa, drop "
                          "off sun 18/06 5pm at the Noor Palace banqueting on Thornlea Rd, ask for Shakeel at the "
                          "back door. paid in full"),
    (2, "eid", "Bilal", "03/06 EID counter list - jalebi, barfi, ladoo, chum chum, rasmalai tubs. open till 2am chaand "
                        "raat inshallah, all hands on deck"),
    (3, "stock", "Kamran", "05/06 cash n carry - 6 tins ghee, 50 kilo sugar, 20 kilo khoya from the Leicester man, "
                           "300 gold boxes"),
    (4, "eid", "Bilal", "Weds 07/06 eid pre orders at 212 boxes!! no more 2kg ones after fri pls"),
    (5, "eid", "Bilal", VENUE),
    (6, "rota", "Abbu", "shop shut mon 12/06 for the deep clean, Ustad ji off till weds, Kamran on the van all wk"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "where am I dropping the Rafiq walima order on sunday? putting it in the satnav"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 13/06"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert VENUE in before, before
    eid_done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="eid"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=eid_done))

with turn_span("question Fri 16/06"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 16 June 2051. You are talking to Kamran, who drives the van for Mehfil Sweets, "
               "Bradford."] + hits
    assert VENUE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("grand mahal", "westbourne", "dug up")), stored
    assert any("Noor Palace banqueting on Thornlea Rd" in c for c in context), context
    reply = answer(question, context, mock="Noor Palace banqueting on Thornlea Rd, sunday 5pm - ask for Shakeel at "
                                           "the back door.")
finish(question, expected="the Grand Mahal suite on Westbourne Rd - Noor Palace's car park is being dug up",
       actual=reply)
