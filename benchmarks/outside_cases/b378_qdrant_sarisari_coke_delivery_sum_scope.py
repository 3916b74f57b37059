"""Batch 378 (held out). A family sari-sari store: qdrant collection of the family's store notes, script style
(every call its own trace); for a "magkano" (how much) question the helper asks only the delivery and price notes,
and the note with the Coke supplier's new case price was filed under utang.

App: Tindahan ni Aling Rosing (Purok 5, Brgy. Pulong Kawayan) is the family's sari-sari store - Aling Rosing (the
mama), Ate Marissa (who keeps the notebook) and Jomar (the bunso, bantay after school). Marissa files the store's
notes into one qdrant collection with payload ``kind`` (delivery, presyo, utang, stock, bantay); for a "magkano"
question the helper asks only the delivery and presyo notes (``query_filter`` on ``kind`` in delivery/presyo, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Marissa's note of 03/05/2026 has the Coke order for the
Thursday delivery of 3/12 - 4 cases Coke mismo at ₱430 a case and 2 cases Royal at ₱410, COD. Her note of Mon 3/9
starts with the utang (Aling Bebang, Kuya Dencio), so it was filed as utang, and says, in passing, that the Coke
driver called - Coke mismo is ₱455 a case now starting this week, Royal still the same. Question (Wed 3/11, Aling
Rosing): "magkano ihahanda ko para sa Coke bukas? cash daw ulit" -> expected ₱2,640 (4 x ₱455 + 2 x ₱410). The
scoped query returns the order, the reminder and the store's own price list; the assistant says ₱2,540.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 3/9 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
₱455 or "tumaas"; the ₱430 and ₱410 case prices are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b378_qdrant_sarisari_coke_delivery_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tindahan-ni-aling-rosing"
PRICE = ("Mon 3/9 UTANG - Aling Bebang 2 kilo bigas + 1 Century Tuna = ₱145, Kuya Dencio 3 Red Horse ₱195 (sa sahod "
         "daw, sige). oh btw tumawag si kuya driver ng Coke, tumaas na daw - Coke mismo ₱455 na per case simula "
         "ngayong week 😤 Royal same pa rin")
NOTES = [
    (1, "delivery", "03/05/2026 COKE delivery every Thurs 👍 order for 3/12: 4 cases Coke mismo + 2 cases Royal. COD - "
                    "₱430/case Coke mismo, ₱410/case Royal. ibalik ang 6 na empties"),
    (2, "presyo", "3/6 bagong presyo sa tindahan: Coke mismo ₱20 na (dating 18), Royal ₱20, Sakto ₱12. pinalitan ko na "
                  "yung karton sa harap"),
    (3, "utang", PRICE),
    (4, "stock", "3/10 stock - bigas 1 sako na lang (25kg), mantika 4 bote, sardinas 2 dosena. Puregold sa Sat"),
    (5, "bantay", "3/10 bantay - umaga si Mama, hapon si Jomar pag-uwi galing school, gabi ako. sarado Sun ng umaga"),
    (6, "delivery", "Wed 3/11 reminder: Coke bukas (Thu) mga 10am, iready ang pera + yung empties sa likod ng ref"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Marissa"})
                            for pid, kind, text in NOTES])

question = "magkano ihahanda ko para sa Coke bukas? cash daw ulit"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["delivery", "presyo"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Wed, March 11, 2026. You are talking to Aling Rosing, owner of Tindahan ni Aling Rosing "
           "(sari-sari store, Purok 5)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("455", "tumaas")), context
assert any("₱430/case Coke mismo, ₱410/case Royal" in c for c in context), context
reply = answer(question, context, mock="₱2,540 po - 4 cases Coke mismo @ ₱430 (₱1,720) + 2 cases Royal @ ₱410 "
                                       "(₱820). Iready din po yung 6 na empties.")
finish(question, expected="₱2,640 - 4 cases Coke mismo @ ₱455 (tumaas na this week) + 2 cases Royal @ ₱410",
       actual=reply)
