"""Batch 384 (held out). A carnival mas camp: qdrant collection of the camp's notes, script style (every call its
own trace); for a money question the helper asks only the payments and costumes notes, and the note with a
masquerader's second payment was filed under the wire-bending.

App: Kiskadee Mas bring out a medium band for Carnival 2051 (Mon 13/02 and Tue 14/02) from their mas camp on Mango
Rose Street - sections like Sea Hibiscus and Flamboyant, frontline and backline costumes, the wire-benders in the
back of the camp, a music truck, J'ouvert on the Monday morning. Deposits are 50% in TT$, balance by 20/01. Joanne
(the band's admin) files the camp's notes into one qdrant collection with payload ``kind`` (payments, costumes,
wire, truck, jouvert); for a "how much" question the helper asks only the payments and costumes notes (a payload
filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Joanne's payments note of 02/10/50 has Kezia Mohammed in
Sea Hibiscus backline female, TT$5,800, deposit 50% TT$2,900 paid cash. Marcus's note of Sat 14/01 starts with the
wire-bending (60 Sea Hibiscus headpieces done, the feathers going on Monday) so it was filed as wire, and says, in
passing, that Kezia passed by and dropped another TT$1,500 on her costume, receipt #0562. Question (Wed 18/01,
Kezia): "how much I have left to pay on meh costume? want to clear it before the 20th" -> expected TT$1,400 (5,800
- 2,900 - 1,500). The scoped query returns the payments and costumes notes; the assistant says TT$2,900.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sat 14/01 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
1,500, #0562 or "drop another"; the TT$5,800 and the TT$2,900 deposit are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b384_qdrant_mas_camp_costume_balance_diff_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kiskadee-mas-camp-2051"
PAID = ("Sat 14/01 (Marcus) - 60 of the Sea Hibiscus headpieces bend + solder, the wire holding good 💪 feathers "
        "going on Mon. oh and Kezia pass by the camp and drop another TT$1,500 on she costume, I give she receipt "
        "#0562, Joanne put it in the book when yuh get a chance")
NOTES = [
    (1, "payments", "02/10/50 Kezia Mohammed - Sea Hibiscus BACKLINE female, TT$5,800. deposit 50% TT$2,900 paid cash "
                    "at the launch, receipt #0417. balance by 20/01"),
    (2, "payments", "DEPOSITS (all sections) - 50% to hold yuh costume, balance by 20/01/51, after that the costume "
                    "go back on sale + no refund on the deposit. Linx or cash at the camp, no cheques"),
    (3, "costumes", "Sea Hibiscus backline = bra, bottoms, belt, collar + headpiece. collection 04/02 to 08/02 at the "
                    "camp 4-9pm, bring ID + receipts, balance MUST be clear to collect"),
    (4, "wire", PAID),
    (5, "truck", "10/11/50 music truck booked, DJ Rampage Mon + Tues, drinks truck behind, all inclusive"),
    (6, "jouvert", "j'ouvert package TT$650 separate, mud + paint + t-shirt, meet by the camp 2:30am Carnival Monday"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])

question = "how much I have left to pay on meh costume? want to clear it before the 20th"
vec = offline.embed([f"Kezia {question}"])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PAID in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["payments", "costumes"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Wed 18/01/2051. You are talking to Kezia Mohammed, who is playing in Kiskadee Mas (Sea Hibiscus "
           "section) for Carnival 2051."] + hits
assert PAID not in hits and not any(w in c.lower() for c in context
                                    for w in ("1,500", "#0562", "drop another")), context
assert any("TT$5,800" in c and "TT$2,900 paid" in c for c in context), context
reply = answer(f"(Kezia) {question}", context,
               mock="TT$2,900 - that's the balance after yuh 50% deposit on the TT$5,800 Sea Hibiscus backline. "
                    "Clear it by 20/01 and yuh good to collect.")
finish(question, expected="TT$1,400 - 5,800 less the 2,900 deposit and the 1,500 she dropped at the camp on 14/01",
       actual=reply)
