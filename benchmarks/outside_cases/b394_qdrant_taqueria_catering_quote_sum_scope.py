"""Batch 394 (held out). A family taquería's staff notes: qdrant collection of the family's notes, script style
(every call its own trace); for a money question the helper asks only the prices, catering and menu notes, and the
note with the new barbacoa-by-the-dozen price was filed under the supplier.

App: Taquería Doña Chela on the west side of San Antonio is run by Doña Chela, her son Rudy (the manager) and the
staff - Memo on the grill, Yesenia on the register, Lalo on prep. They file notes into one qdrant collection with
payload ``kind`` (prices, catering, menu, supplier, schedule); for a "how much" question the helper asks only the
prices, catering and menu notes (a ``kind`` MatchAny filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Rudy's catering note of 3/2 has tacos by the dozen at
$24/doz, barbacoa $27/doz, aguas frescas $14 a gallon. Doña Chela's note of Mon 3/7 starts with Don Efraín raising
the cachete again ($6.40/lb) and the propane man moving to Wednesdays (so it was filed as supplier), and says the
barbacoa by the dozen goes to $30 starting today - tell the catering people, the platos stay the same for now.
Question (Thu 3/10, Yesenia): "youth group from San Judas wants 6 dozen barbacoa tacos + 2 gallons of horchata for
sunday pickup, how much do I quote them?" -> expected $208 (6 x $30 + 2 x $14). The scoped query returns the
catering, prices and menu notes; the assistant says $190.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 3/7 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$30 or the cachete; the $27/doz barbacoa and the $14 gallon are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b394_qdrant_taqueria_catering_quote_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "taqueria-dona-chela-notes"
PRICE = ("Mon 3/7 - Don Efraín raised the cachete AGAIN 😤 $6.40/lb now, and the propane man comes Weds instead of "
         "Tues from now on. so barbacoa by the dozen goes to $30 starting today, tell the catering people. platos "
         "stay the same for now - Chela")
NOTES = [
    (1, "prices", "2/28/50 PRICES 🌮 street tacos $2.25, barbacoa + lengua tacos $3.50, platos $11.99 w/ rice + "
                  "beans, aguas frescas $2.75 med / $3.50 lg - Rudy"),
    (2, "catering", "3/2 catering: tacos by the dozen $24/doz, barbacoa $27/doz, comes w/ salsa roja + verde, onion "
                    "cilantro, limes. aguas frescas by the gallon $14 (horchata, jamaica, piña). 24hr notice pls - "
                    "Rudy"),
    (3, "menu", "3/4 la próxima semana we start the Lent menu 🐟 fish tacos + nopalitos con huevo on fridays, "
                "capirotada sat + sun while it lasts - Chela"),
    (4, "supplier", PRICE),
    (5, "schedule", "3/8 Yesenia + Memo open this wk, Lalo closes. I'm at the depot thurs am so Memo has the keys - "
                    "Rudy"),
    (6, "schedule", "3/9 grease trap guy fri 3/11 at 7am, somebody has to be here to let him in!! - Rudy"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for pid, kind, text in NOTES])

question = ("youth group from San Judas wants 6 dozen barbacoa tacos + 2 gallons of horchata for sunday pickup, how "
            "much do I quote them?")
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PRICE in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind",
                                                  match=models.MatchAny(any=["prices", "catering", "menu"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 3/10/2050. You are talking to Yesenia, who works the register at Taquería Doña Chela."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("$30", "cachete")), context
assert any("barbacoa $27/doz" in c and "by the gallon $14" in c for c in context), context
reply = answer(question, context, mock="$190 - 6 dozen barbacoa at $27 is $162, plus 2 gallons of horchata at $14 "
                                       "is $28.")
finish(question, expected="$208 - 6 dozen barbacoa at $30 (it went up 3/7) is $180, plus $28 for the horchata",
       actual=reply)
