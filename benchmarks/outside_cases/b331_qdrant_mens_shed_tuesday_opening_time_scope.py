"""Batch 331 (held out). A men's shed woodwork group: qdrant collection of the shed's notes, script style (every call
its own trace); for a "when" question the helper asks only the sessions and notices notes, and the note that moved
the Tuesday session was filed under tools.

App: Todmorden Men's Shed meet in the workshop behind the community centre - woodwork mostly, bird boxes for the
primary school, benches, stools for the Christmas market, a brew and a natter. Keith (the chairman), Dave (who runs
the workshop) and Brian (the treasurer) file notes into one qdrant collection with payload ``kind`` (sessions,
projects, tools, safety, money, notices); for a "when" question the helper asks only the sessions and notices notes
(``query_filter`` on ``kind`` in [sessions, notices], the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Keith's note of 2050-08-30T10:15 has the shed open tues
and thurs 9.30-12.30. Dave's note of Thu 15th Sept starts with the new bandsaw blade and the chisels (so it was filed
as tools) and says, in passing, that the community centre have let the Tuesday mornings to the baby yoga lot from
the 1st, so Tuesday is afternoons now, 1 till 4, Thursday as it was. Question (Mon 3/10, Ian, a new member): "what
time's the shed open on tuesday? want to bring my grandson to make a bird box" -> expected 1 till 4 (afternoons now).
The scoped query returns the sessions note and the notices; the assistant says 9.30 till 12.30.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): Dave's Thu 15th
Sept note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from
the context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no
context line has "1 till 4", "afternoons" or the baby yoga; the sessions note's 9.30-12.30 is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b331_qdrant_mens_shed_tuesday_opening_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tod-mens-shed-2050"
MOVED = ("Thu 15th Sept (Dave) - new blade on the bandsaw at last 🙌 + I've sharpened all the chisels so nobody use "
         "them as screwdrivers pls. ALSO the community centre's let the tues mornings to the baby yoga lot from the "
         "1st so tues is afternoons now, 1 till 4. thurs stays as it is")
NOTES = [
    (1, "sessions", "Keith", "2050-08-30T10:15 SHED 🔨 open tues + thurs 9.30-12.30, sat mornings if someone's got a "
                            "key. brews + biscuits 50p in the tin, kettle's always on"),
    (2, "projects", "Dave", "1/9 bird boxes for the primary - 30 of 'em, cedar offcuts from Howarth's, Brian's doing "
                            "the roofs on the bandsaw. grandkids welcome if they're supervised"),
    (3, "tools", "Dave", MOVED),
    (4, "safety", "Keith", "safety!! goggles + ear defenders on for the lathe + the planer, no exceptions. Tony's "
                           "doing a lathe induction for the new lads sat 24th, 10ish"),
    (5, "money", "Brian", "subs £5 a month in the tin, Howarth's invoice for the cedar came to £86, paid"),
    (6, "notices", "Keith", "Mon 19/9 - xmas market stall sat 10th dec 🎄 need 20 bird boxes + the little stools. "
                            "AGM in jan, date tbc"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "what time's the shed open on tuesday? want to bring my grandson to make a bird box"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
when_notes = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["sessions", "notices"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=when_notes, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 3 October 2050. You are talking to Ian, a new member of Todmorden Men's Shed."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("1 till 4", "afternoons", "baby yoga")), context
assert any("open tues + thurs 9.30-12.30" in c for c in context), context
reply = answer(question, context, mock="Tuesday's 9.30 till 12.30 - bring him along, grandkids are welcome if "
                                       "you're with him.")
finish(question, expected="1 till 4 - Tuesdays are afternoons now, the baby yoga have the mornings", actual=reply)
