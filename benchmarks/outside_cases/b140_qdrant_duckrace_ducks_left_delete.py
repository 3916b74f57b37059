"""Batch 140 (held out). A village duck race's notes: qdrant collection, script style (each call its own trace); the
treasurer's clear-out of paid-up notes deletes one still needed.

App: the Linton beck duck race committee (Trev who keeps the ducks, Ann the treasurer, Dot at the village shop)
keeps its notes - ducks, ticket sales, prizes, the race itself on bank holiday Monday - in one qdrant collection,
each point with a ``status`` payload ("open" or "paid"). Once money's in the tin and banked, Ann clears every
``status=paid`` note so the helper only sees what's still going on.

Planted fault (DeletionError): Trev's note of 1/6 has 600 ducks numbered and washed; his tally of Sun 26/7 has 310
sold (shop 140, church 90, the fun run 80). Ann's note of Tue 28th - filed as paid, since the landlord paid cash -
says the Fleece have had 75 ducks for their quiz teams, £150 cash, and he's putting a £50 bar tab up for 2nd prize.
The clear-out deletes every paid note, that one with them. Question (Sat 1/8, Dot at the shop): "how many ducks
have we got left to sell? i've run out of tickets on the counter" -> expected 215 (600 - 310 - 75). The assistant
says 290.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the Fleece note was in the collection and
found before the clear-out, and the delete removed it while its 75 ducks still counted against the stock.
Asserted: the note is found before the delete and is gone from the collection and the context after it; the 600
ducks and the 310 sold lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b140_qdrant_duckrace_ducks_left_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "linton-duck-race"
FLEECE = ("Tue 28th Ann - the Fleece have had 75 ducks for their quiz teams!! landlord paid the lot cash, £150, "
          "banked it weds. he's putting a £50 bar tab up for 2nd prize as well, bless him")
NOTES = [
    ("open", "1/6 Trev - 600 ducks numbered + washed, back in my shed in the bread crates. £2 a duck or 3 for £5"),
    ("open", "DUCK TALLY (Trev, Sun 26/7): 310 sold so far - shop 140, church 90, the fun run 80. ticket books w "
             "Dot at the shop + Ann"),
    ("paid", "14/7 insurance for the race sorted, £45 from the tin, cert in the blue folder"),
    ("paid", FLEECE),
    ("open", "race bank hol mon 31st aug, ducks in off the top bridge 2pm sharp, net across at the ford (set it up sun, "
             "half 6). need 2 pairs of waders + a long rake"),
    ("paid", "16th may - 1st prize hamper from Gill's butchers, parish council paid, £100"),
    ("open", "3rd prize tea for 2 at the Tea Cosy, Marion's donating. 4th a bag of logs from Trev"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (status, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"status": status, "text": text})])

vector = offline.embed(["how many ducks left to sell sold tally ducks bought"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert FLEECE in before, before

paid = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="paid"))])
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=paid))

question = "how many ducks have we got left to sell? i've run out of tickets on the counter"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Sat 1 August 2037. You are talking to Dot, who sells the duck race tickets at Linton village "
           "shop."] + hits
assert FLEECE not in stored and not any("Fleece" in c or "quiz" in c for c in stored + context), stored
assert any("600 ducks numbered" in c for c in context), context
assert any("310 sold so far" in c for c in context), context
reply = answer(question, context, mock="290 - there's 600 ducks and 310 sold so far.")
finish(question, expected="215 - 600 ducks, 310 sold by the 26th and 75 to the Fleece", actual=reply)
