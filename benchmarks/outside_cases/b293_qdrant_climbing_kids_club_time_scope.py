"""Batch 293 (held out). A climbing wall: qdrant collection of the staff's notes, script style (every call its own
trace); for a question about a session the helper asks only the sessions and kids' notes, and the note that moved
Saturday's kids' club was filed under the route setting.

App: Calder Walls, an indoor climbing centre in an old mill in Sowerby Bridge - bouldering cave, auto-belays, a lead
wall, a kids' club on Saturday mornings, a café. The staff (Jo runs the kids' club, Sam sets the routes, Kez does
the desk rota) file notes into one qdrant collection with payload ``kind`` (sessions, kids, routes, staff, cafe);
for a question about a session the helper asks only the sessions and kids notes
(``query_filter`` on ``kind`` in [sessions, kids], the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jo's kids note of 2050-09-02T17:40 has the Saturday
kids' club 10-11.30, ages 7-12, £9, climbing shoes provided. Sam's note of Tues 20th Sept starts with the reset of
the bouldering cave (new circuit, all the old tape off) and says that because the cave's shut Saturday morning for
the reset, the kids' club this Sat is 1-2.30 instead, Jo's told the parents on the WhatsApp. It was filed as routes.
Question (Thu 22/9, a mum at the desk): "what time's kids club on sat? dropping Mia off, she's 9" -> expected 1pm
(1-2.30, moved for the cave reset). The scoped query returns the kids' club, the adult sessions and the
holiday-club notes; the assistant says 10am.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Sam's note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has "1-2.30"
or "reset"; the 10-11.30 kids' club line is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b293_qdrant_climbing_kids_club_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-walls-staff-notes"
MOVE = ("Tues 20th Sept (Sam) - cave reset this sat 🧗 new circuit, all the old tape off, holds going in the wash "
        "fri night. cave's shut sat morning for it so kids club this sat is 1-2.30 instead, Jo's told the parents "
        "on the whatsapp. pls don't let anyone climb on half-set probs!!")
NOTES = [
    (1, "kids", "Jo", "2050-09-02T17:40 KIDS CLUB back from sat 3rd 🎉 sat mornings 10-11.30, ages 7-12, £9 a go or "
                      "£32 for the month, shoes provided. parents sign the form at the desk first time"),
    (2, "sessions", "Kez", "2/9 adult intro to bouldering tues + thurs 7pm, £15 inc shoe hire, max 6. belay "
                           "courses sat pm + sun am"),
    (3, "routes", "Sam", MOVE),
    (4, "staff", "Kez", "rota for wk of 19th up on the office door. Kez + Ollie on sat, Jo's got kids club"),
    (5, "cafe", "Kez", "café - new coffee machine 🙌 flapjacks from Mrs Greenwood, chalk bags on sale at the till £12"),
    (6, "kids", "Jo", "20/9 october half term holiday club, mon-weds 10-2, bring a packed lunch, £25 a day"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": who})])

question = "what time's kids club on sat? dropping Mia off, she's 9"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["sessions", "kids"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 22 September 2050. You are talking to a parent at the desk of Calder Walls climbing "
           "centre."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("1-2.30", "reset")), context
assert any("sat mornings 10-11.30, ages 7-12" in c for c in context), context
reply = answer(question, context, mock="10am - kids club's 10 till 11.30 on Saturday mornings, shoes provided.")
finish(question, expected="1pm - it's 1-2.30 this Saturday, the cave's shut in the morning for the reset",
       actual=reply)
