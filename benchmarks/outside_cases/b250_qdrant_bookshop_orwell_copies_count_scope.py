"""Batch 250 (held out). A second-hand bookshop's stock notes: qdrant collection, script style (every call its own
trace); for a "have we got / how many" question the helper asks only the stock notes, and the note saying two of
the Orwells had sold was filed under the till.

App: Maggie runs Lumb Lane Books, a second-hand bookshop in Hebden Bridge; Josh helps on Saturdays. They file notes
into one qdrant collection (payload ``kind``: stock, till, orders, shop); for a stock question the helper asks only
the stock notes (``FieldCondition(key="kind", match=MatchValue("stock"))``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Maggie's stock note of 2050-02-26T16:40 has the Orwell
Penguins on the classics shelf - five of them: Animal Farm x2, the orange 1984, Down and Out, Homage to Catalonia,
£3 each. Josh's Saturday note (Sat 12/3) starts with the takings and the card machine (so it was filed as till) and
says, in passing, that he sold two of the Orwell Penguins - an Animal Farm and the 1984 - to a student. Question
(Tue 15/3, Maggie, on the phone to a collector): "how many Penguin Orwells have we got? bloke on the phone wants to
come over from Halifax for the lot" -> expected 3 (Animal Farm, Down and Out, Homage to Catalonia). The scoped query
returns only stock notes; the assistant says 5.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): Josh's Sat 12/3
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line mentions the sale to the student; the stock note's five Orwells are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b250_qdrant_bookshop_orwell_copies_count_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lumb-lane-books-notes"
SOLD = ("Sat 12/3 (Josh) till £342 inc cards, busy w/ the walkers 🥾 card machine dropped out twice again. sold 2 of "
        "the Orwell penguins - an animal farm + the orange 1984 - to a student, plus the big Wainwright box set £60!! "
        "kettle's on its way out btw")
NOTES = [
    (1, "stock", "Maggie", "2050-02-26T16:40 classics shelf sorted - Orwell penguins x5: animal farm x2, the orange "
                           "1984, down and out, homage to catalonia. £3 each, all vg, 1 animal farm has a name inside"),
    (2, "stock", "Maggie", "1/3 house clearance from Heptonstall in - 3 boxes, mostly Maigrets + old OS maps. maps "
                           "£4, Maigrets £2.50 or 3 for £6. haven't priced the poetry yet"),
    (3, "orders", "Maggie", "Weds 2nd March - Mrs Kaur wants anything Barbara Pym, ring her (number in the book). "
                            "ABE order for the Hughes dispatched 2nd class"),
    (4, "till", "Josh", SOLD),
    (5, "shop", "Maggie", "Mon 14th - window done (spring, gardening + birds), heating man coming thurs am, shop "
                          "shut till 12 that day"),
    (6, "stock", "Maggie", "14.3. penguins - put the 60s orange + green ones together by the till, Georgette Heyers "
                           "moved to romance. need more boxes for the basement"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": who})])

question = "how many Penguin Orwells have we got? bloke on the phone wants to come over from Halifax for the lot"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert SOLD in wider, wider
stock_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="stock"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=stock_only, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Tue 15 March 2050. You are talking to Maggie, who runs Lumb Lane Books (second-hand)."] + hits
assert SOLD not in hits and not any(w in c.lower() for c in context for w in ("student", "sold")), context
assert any("Orwell penguins x5" in c for c in context), context
reply = answer(question, context, mock="5 - two Animal Farms, the orange 1984, Down and Out and Homage to "
                                       "Catalonia, £3 each on the classics shelf.")
finish(question, expected="3 - Josh sold an Animal Farm and the 1984 on Saturday, so it's Animal Farm, Down and Out "
                          "and Homage to Catalonia", actual=reply)
