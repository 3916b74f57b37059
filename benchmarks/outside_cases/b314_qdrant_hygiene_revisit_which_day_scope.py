"""Batch 314 (held out). A food hygiene inspector's visits: qdrant collection of the inspector's notes, script style
(every call its own trace); for a visit or revisit question the helper asks only the visit and revisit notes, and
the note that moved a revisit was filed as admin.

App: Claire is an environmental health officer in Calderdale council's food team. She files her notes into one
qdrant collection (payload ``kind``: visit, revisit, complaint, admin); for a question about a visit or a revisit
the helper asks only the visit and revisit notes (a payload filter ``kind`` in [visit, revisit], the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Claire's visit note of 2051-03-02T15:40 has the Jade
Garden on Market St rated 2 - no hot water at the kitchen's wash hand basin, raw chicken above cooked in the walk-in
- with a revisit in 3 weeks, pencilled for Tue 25/3. Her note of Mon 17th starts with her diary (training day
moved, the car's MOT) so it was filed as admin, and says, in passing, that Mr Chen rang from the Jade Garden - the
plumber can't fit the new water heater till the 31st, so she's put his revisit back to Weds 2nd April, still within
the letter's timescale. Question (Mon 24/3, Claire): "which day am I back at the Jade Garden for the revisit? want
to let Mr Chen know" -> expected Weds 2nd April (the water heater's not in till the 31st). The scoped query returns
the three visit and revisit notes; the assistant says Tue 25th March.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 17th note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
2nd April, the water heater or the plumber; the Tue 25/3 pencilled revisit is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b314_qdrant_hygiene_revisit_which_day_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calderdale-food-team-claire-2051"
MOVED = ("Mon 17th - diary's a mess 😩 training day moved to weds 26th + the car's in for its MOT thurs. oh Mr Chen "
         "rang from the Jade Garden, the plumber can't fit the new water heater till the 31st so I've put his revisit "
         "back to Weds 2nd April, still ok for the letter's timescale")
NOTES = [
    (1, "visit", "2051-03-02T15:40 Jade Garden, 14 Market St - full insp, rating 2 🙁 no hot water at the wash hand "
                 "basin in the kitchen, raw chicken above cooked in the walk-in, cleaning sched not filled in since "
                 "jan. letter going out, revisit in 3 wks - pencilled Tue 25/3"),
    (2, "visit", "4/3 Bridge Café - routine insp, all fine, 5 again, new dishwasher. Marie v proud, gave me a scone"),
    (3, "complaint", "6/3 complaint re the Kebab Hut - customer says undercooked chicken, poorly next day. logged, "
                     "going in unannounced next wk"),
    (4, "revisit", "12.3. revisit Sunny's Chippy - new fridge in, 3°C, probe wipes by the till now. closed off"),
    (5, "admin", MOVED),
    (6, "admin", "Tue 18th March - annual leave w/c 7th april approved, Gary's covering complaints"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Claire"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "which day am I back at the Jade Garden for the revisit? want to let Mr Chen know"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["visit", "revisit"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 24 March 2051. You are talking to Claire, an environmental health officer in Calderdale "
           "council's food team."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("2nd april", "water heater", "plumber")), context
assert any("pencilled Tue 25/3" in c for c in context), context
reply = answer(question, context, mock="Tue 25th March - 3 weeks on from the Jade Garden inspection on the 2nd.")
finish(question, expected="Weds 2nd April - put back because the plumber can't fit the water heater till the 31st",
       actual=reply)
