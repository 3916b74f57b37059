"""Batch 286 (held out). A primary school's after-school clubs: qdrant collection of the school office's club notes,
script style (every call its own trace); for a "what time" question the helper asks only the times and register
notes, and the note with Thursday football's new finish was filed under kit.

App: Moorside Primary run after-school clubs from the week of 9th Jan 2051 - gymnastics Mondays, coding Tuesdays,
choir Wednesdays, football Thursdays on the field, £2 a session on ParentPay. Mrs Begum in the office files the club
notes into one qdrant collection with payload ``kind`` (times, prices, kit, staff, register); for a "what time"
question the helper asks only the times and register notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Mrs Begum's note of 2051-01-04T08:50 has football on
Thursdays 3.15-4.30 on the field, pick up from the main office. Her note of Mon 16 Jan starts with Mr Okafor's kit
rules (shin pads compulsory, names in boots), so it was filed as kit, and says, in passing, that as it's dark by 4
Thursday football finishes at 4.15 not 4.30 till after half term, pick up from the KS2 gate. Question (Thu 26/1, Mr
Lord, Alfie's dad): "what time do I get Alfie from football today? I finish work at 4 so it'll be tight" ->
expected 4.15, at the KS2 gate. The scoped query returns only the times and register notes; the assistant says
4.30 from the main office.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 16 Jan note is in
the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line has
the KS2 gate, "not 4.30" or the dark; the 3.15-4.30 football line is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b286_qdrant_school_football_pickup_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moorside-primary-clubs-spring-2051"
KIT = ("Mon 16 Jan - football kit: shin pads compulsory from now on, Mr Okafor's orders 🙄 + names in the boots pls, "
       "we've got 3 odd ones in lost property. oh and as it's dark by 4 thurs football finishes at 4.15 not 4.30 till "
       "after half term, pick up from the KS2 gate")
NOTES = [
    (1, "times", "2051-01-04T08:50 clubs start back wk of 9th 🎉 mon gymnastics 3.15-4.15 hall, tues coding "
                 "3.15-4.15 ICT suite, weds choir 3.15-4, thurs football 3.15-4.30 on the field. pick up from the "
                 "main office for all of them"),
    (2, "prices", "4/1 all clubs £2 a session on ParentPay, pay by the friday before. free for pupil premium"),
    (3, "kit", KIT),
    (4, "staff", "10.1. Mr Okafor's doing football now Mr Reid's left, Miss Quinn + a TA on coding, Mrs Patel choir"),
    (5, "register", "Fri 20th Jan - registers: football 22 (full!!), coding 14, gym 18, choir 31. anyone not picked "
                    "up by 10 past waits in the office + we ring home"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Mrs Begum"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time do I get Alfie from football today? I finish work at 4 so it'll be tight"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert KIT in wider, wider
times_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["times", "register"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=times_only)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 26 January 2051. You are talking to Mr Lord, whose son Alfie (Year 4) is in Moorside "
           "Primary's Thursday football club."] + hits
assert KIT not in hits and not any(w in c.lower() for c in context for w in ("ks2 gate", "not 4.30", "dark")), context
assert any("thurs football 3.15-4.30 on the field" in c for c in context), context
reply = answer(question, context, mock="Football finishes at 4.30 - pick Alfie up from the main office. If you're "
                                       "a bit late he'll wait in the office.")
finish(question, expected="4.15 - it finishes early while it's dark, pick up from the KS2 gate", actual=reply)
