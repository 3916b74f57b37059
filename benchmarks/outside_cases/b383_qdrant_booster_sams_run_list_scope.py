"""Batch 383 (held out). A small-town Texas high school football booster club's concession stand: qdrant collection of
the booster officers' notes, two writers in threads, then a "what to buy" question whose query is scoped to the
supplies and concessions notes - and the note that added two things to the Sam's list was filed under the band.

App: the Pecan Flat Panthers Booster Club run the concession stand at home games (Frito pie, nachos, pickles, sodas,
sno-cones). Tammy (concessions chair) and Rhonda (treasurer) each file their own notes into one qdrant collection
(payload ``kind``: supplies, concessions, money, band, buses); for a "what do I buy" question the helper asks only
the supplies and concessions notes (``query_filter`` on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Tammy's note of 8/30 has the Sam's run for the home opener
(3 cases hot dog buns, 2 boxes of the little Frito bags, 12 cases Dr Pepper, 10 bags of ice), and her note of Thu 9/8
says same as last time for Fri 9/9 vs Rio Seco, plus 2 jars of pickles and a jug of the blue sno-cone syrup. Her
note of Wed 9/7 starts with the band parents' bake sale table (so it was filed as band) and says, in passing, that
they ran out of nacho cheese and the big 32 oz cups at the opener, so add 4 #10 cans of cheese and 2 sleeves of 32s
to the Sam's list. Question (Thu 9/8, Earl, Rhonda's husband, doing the Sam's run): "what all do I need to grab at
Sam's for the concession stand Fri?" -> expected the buns, Fritos, Dr Pepper, ice, pickles, blue syrup AND 4 #10
cans of nacho cheese and 2 sleeves of 32 oz cups. The assistant leaves out the cheese and the cups.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Wed 9/7 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
nacho cheese, #10 cans or 32s; the opener's list and the Rio Seco additions are in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b383_qdrant_booster_sams_run_list_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pf-panthers-boosters-2050"
CHEESE = ("Wed 9/7 band parents are doin their bake sale table fri again, they get the end by the ticket booth, "
          "Mrs. Ybarra's lemon bars 🍋 OH and we ran out of nacho cheese + the big 32oz cups at the opener so add 4 "
          "#10 cans of cheese + 2 sleeves of 32s to the Sam's list!!")
NOTES = {
    "tammy": [
        (1, "supplies", "8/30 Sam's run for the home opener fri 9/2: 3 cases hot dog buns, 2 boxes Fritos (the lil "
                        "bags), 12 cases Dr Pepper, 10 bags ice. receipt to Rhonda"),
        (2, "concessions", "prices this yr - Frito pie $4, nachos $3, pickles $1, sodas $2, sno-cones $2. float's "
                           "$200 in the lockbox, key's on the hook in the field house"),
        (3, "band", CHEESE),
        (4, "supplies", "Thu 9/8 for fri 9/9 vs Rio Seco - same as last time on the Sam's run plus 2 jars pickles + "
                        "a jug of the blue sno-cone syrup (the kids won't touch the red)"),
    ],
    "rhonda": [
        (5, "money", "8/31 deposited $1,140 from the scrimmage at First State, slips in the binder"),
        (6, "buses", "9/6 fan bus to Caddo Bend 9/23, $15 a seat, sheet's in the front office"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "what all do I need to grab at Sam's for the concession stand Fri?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert CHEESE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["supplies", "concessions"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 8 September 2050. You are talking to Earl, who's doing the Sam's run for the Pecan Flat "
           "Panthers Booster Club's concession stand (home vs Rio Seco Fri 9/9)."] + hits
assert CHEESE not in hits and not any(w in c.lower() for c in context for w in ("nacho cheese", "#10", "32s")), context
assert any("3 cases hot dog buns, 2 boxes Fritos" in c for c in context), context
assert any("2 jars pickles + a jug of the blue sno-cone syrup" in c for c in context), context
reply = answer(question, context,
               mock="Same as the opener - 3 cases of hot dog buns, 2 boxes of the little Fritos, 12 cases of Dr "
                    "Pepper and 10 bags of ice - plus 2 jars of pickles and a jug of the blue sno-cone syrup.")
finish(question, expected="3 cases buns, 2 boxes Fritos, 12 cases Dr Pepper, 10 bags ice, 2 jars pickles, the blue "
                          "sno-cone syrup, plus 4 #10 cans of nacho cheese + 2 sleeves of 32oz cups (ran out at the "
                          "opener)", actual=reply)
