"""Batch 392 (held out). A corner boutique shop's credit book: qdrant collection of the shop's notes, one root span
per entry and one for the question; for a "how much is X owing" question the helper asks only the credit notes,
and the entry that put two loaves on a customer's book was filed under the bakery van.

App: Sunethra Stores is a boutique at the corner of an invented lane in Colombo - bread from the bakery van, kiri
packets, rice by the kilo, dhal, sugar, a naya pota (credit book) for the regulars. Sunil (the owner) and Kumari
(his wife) type the day's entries into the shop's helper, one qdrant point each with payload ``kind`` (credit,
bakery, stock, prices); for "how much is X owing" the helper asks only the credit entries
(``kind == "credit"``, the 4 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sunil's credit entries for Ranjith aiya (No. 27) are
01/06, 5 kilo samba at Rs. 230 = Rs. 1150 on the book, and 03/06, Ranjith paid Rs. 500 cash, balance on the book.
Kumari's entry of Weds 04/06 is about the bakery van (late, 6.45 pm, the loaf is Rs. 140 now) and says, in the
middle, that Ranjith aiya took 2 loaves and a kimbula banis for their pirith that night with no change on him - write
it in the book, Rs. 340 - so it was filed as bakery. Question (Mon 09/06, Sunil): "Ranjith aiya is coming to settle
today, salary day. how much is he owing machan?" -> expected Rs. 990 (1150 - 500 + 340). The scoped query returns
the credit entries; the assistant says Rs. 650.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the 04/06 entry is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the entry is in the unfiltered 5 nearest and not in the filtered result; no context line has
Rs. 340, the loaves or the pirith; the Rs. 1150 and the Rs. 500 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b392_qdrant_boutique_credit_book_owing_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sunethra-stores-2053"
LOAVES = ("Weds 04/06 (Kumari) bakery van came late aney, 6.45 pm, Fur Elise blasting 😂 loaf is Rs. 140 now, was "
          "130. Ranjith aiya no. 27 took 2 loaves + 1 kimbula banis for their pirith tonight, no change with him, so "
          "write in the book - Rs. 340. van coming 6 am tmrw")
ENTRIES = [
    (1, "credit", "Sunil", "01/06 naya pota - Ranjith aiya (no. 27) 5 kilo samba @ 230 = Rs. 1150, on the book"),
    (2, "stock", "Sunil", "02/06 ordered from the mill for Fri - 50 kg nadu, 25 kg samba, 10 kg red raw rice. sugar "
                          "also low, 2 bags"),
    (3, "credit", "Sunil", "03/06 Ranjith aiya paid Rs. 500 cash, balance on the book. said he'll settle on salary "
                           "day"),
    (4, "bakery", "Kumari", LOAVES),
    (5, "credit", "Kumari", "05/06 Kamal malli (three-wheel) - 1 kg sugar + 500 g parippu + matchbox = Rs. 820 on the "
                            "book"),
    (6, "prices", "Sunil", "06/06 kiri packet Rs. 190 from today, distributor put up again. what to do, no?"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in ENTRIES:
    with turn_span(f"entry-{pid} {text[:5]}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(ENTRIES)

question = "Ranjith aiya is coming to settle today, salary day. how much is he owing machan?"
with turn_span("question Mon 09/06"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert LOAVES in wider, wider
    credit = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="credit"))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=credit, limit=4)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Mon 9 June 2053. You are talking to Sunil, who runs Sunethra Stores (a boutique shop)."] + hits
    assert LOAVES not in hits and not any(w in c.lower() for c in context
                                          for w in ("340", "loaves", "pirith")), context
    assert any("Rs. 1150, on the book" in c for c in context), context
    assert any("Ranjith aiya paid Rs. 500" in c for c in context), context
    reply = answer(question, context, mock="Rs. 650 - the 5 kilo samba was Rs. 1150 and he paid Rs. 500 on 03/06.")
finish(question, expected="Rs. 990 - 1150 for the samba, less the 500 he paid, plus Rs. 340 for the 2 loaves and "
                          "the kimbula banis on 04/06", actual=reply)
