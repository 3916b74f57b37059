"""Batch 182 (held out). A primary school's sponsored walk: qdrant collection, one root span per note and one for the
question; the helper for parent helpers queries only the walk plan and the letters home, and misses the PTA note that
moved the drinks stop.

App: St Luke's C of E Primary's sponsored walk is Fri 26th June 2043 - out along the old railway line to Granville
country park and back, 5 miles for KS2, KS1 turning round at the bridge; marshals on the crossings, sponsor money for
a reading shed. The deputy head (Mr Dale) and the PTA (Mrs Okafor) keep the walk's notes in one qdrant collection
with a ``kind`` in the payload ("plan", "letter", "pta"); the helper that answers parent helpers queries with a filter
``kind in (plan, letter)`` so the PTA's money and rota chatter stays out of the prompt.

Planted fault (RetrievalError, cut by the query's filter): the route plan of 2043-05-18 has the drinks + fruit stop
halfway at the Granville visitor centre. Mrs Okafor's note of Tue 23rd Jun (filed as "pta") says the visitor centre
rang - they've a wedding setting up in the courtyard Friday so we can't use it; Sue at Cluckies farm shop says we can
have the picnic benches by her barn instead, about the same distance out, squash and oranges there. The filtered
query can't see it. Question (Thu 25/6, Lisa, a mum on the drinks): "where's the halfway drinks stop on the walk? I'm
doing the squash w Mrs Okafor" -> expected the picnic benches by the barn at Cluckies farm shop (the visitor centre
has a wedding). The assistant says the Granville visitor centre.

Expected verdict: RetrievalError at qdrant's query (the filtered query, wrapped in fault()): the farm-shop note is in
the collection and the same query without the filter ranks it in the top 3, but the filter kept it out of the
context the model saw. Asserted: the unfiltered top 3 has the note; the filtered hits do not, and no context line
mentions Cluckies, the barn or the wedding; the route plan (visitor centre) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b182_qdrant_sponsored_walk_drinks_stop_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-lukes-sponsored-walk-2043"
MOVED = ("Tue 23rd Jun Mrs O - visitor centre rang 😬 they've got a wedding setting up in the courtyard fri so we "
         "can't use it. Sue at Cluckies farm shop says we can have the picnic benches by her barn instead, it's about "
         "the same distance out. squash + oranges there, I'll take the car w the cups")
NOTES = [
    ("plan", "2043-05-18T16:20", "WALK ROUTE - school → old railway line → Granville country park + back, 5 miles "
                                 "KS2, KS1 turn round at the bridge (2.5). halfway drinks + fruit stop at the "
                                 "Granville visitor centre, PTA running it"),
    ("letter", "16th may", "sun cream + hats letter gone home. setting off 9.15, back for lunch, parents welcome to "
                           "walk w their child's class"),
    ("plan", "Weds 3 Jun", "marshals on the walk - 1 adult per 10 kids + someone on each crossing, hi-vis from the "
                           "office, I'm on Wrockwardine Rd. drinks stop helpers pls sign the list in the office"),
    ("pta", "Tue 23rd", MOVED),
    ("pta", "2043-06-24T08:50", "money - sponsor forms back by fri 10th july, online page on £640 already 🎉 £1,200 "
                                "target for the reading shed"),
]
PLAN_AND_LETTERS = models.Filter(must=[models.FieldCondition(key="kind",
                                                             match=models.MatchAny(any=["plan", "letter"]))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "date": day})])

question = "where's the halfway drinks stop on the walk? I'm doing the squash w Mrs Okafor"
with turn_span("question Thu 25/6"):
    vector = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    assert MOVED in wider, wider
    with fault():
        found = client.query_points(COLL, query=vector, query_filter=PLAN_AND_LETTERS, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 25 June 2043. You are talking to Lisa, a mum helping on the drinks at St Luke's sponsored "
               "walk (Fri 26 June)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("cluckies", "barn", "wedding")), context
    assert any("drinks + fruit stop at the Granville visitor centre" in c for c in context), context
    reply = answer(question, context, mock="At the Granville visitor centre - it's halfway round and the PTA are "
                                           "running it.")
finish(question, expected="the picnic benches by the barn at Cluckies farm shop - the visitor centre has a wedding on",
       actual=reply)
