"""Batch 313 (held out). A clock repairer: qdrant collection of the workshop's job notes, script style (every call its
own trace); for a "when's it ready" question the helper asks only the notes filed under that job number, and the
note that put the job back was filed with the parts order.

App: Colin Haigh runs Haigh's Clock Repairs, a one-man workshop in Hebden Bridge - mantel clocks, longcases, carriage
clocks, the odd cuckoo. He files his notes into one qdrant collection with payload ``job`` (the job number on the
ticket, or "" for notes that aren't about one job) and ``kind`` (job, parts, shop); when a customer asks when their
clock's ready the helper asks the 4 nearest notes with ``job`` equal to their ticket number.

Planted fault (RetrievalError, filtered out by the scope): Colin's J2231 note of 2050-10-17T11:20 has Mr Pearson's
French carriage clock in for a full overhaul, £165, ready Fri 4th Nov. His parts note of Tues 25th Oct (filed with
``job`` "", kind parts, because it's the Cousins order - bushes, a suspension spring for another job, oil) says in
passing that the mainspring for Pearson's carriage clock is on back order, not till w/c 14th Nov, so his won't be
ready for the 4th now, more like Fri 18th, and he must ring him. Question (Weds 2/11, Colin, Mr Pearson's on the
phone): "when can Mr Pearson pick up his carriage clock? J2231, he's on the phone now" -> expected Fri 18th Nov
(the mainspring's on back order till w/c 14th). The scoped query returns the three J2231 notes; the assistant says
Fri 4th Nov.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tues 25th Oct note is
in the collection and among the question's 5 nearest with no filter, but the job filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has back order, the 18th or w/c 14th; the J2231 note's "ready fri 4th nov" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b313_qdrant_clock_repairer_carriage_clock_ready_what_day_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "haigh-clocks-jobs-2050"
PARTS = ("Tues 25th Oct - Cousins order in 📦 bushes, a suspension spring for the Ogden longcase, clock oil. BUT the "
         "mainspring for Pearson's carriage clock is on back order 🙄 not till w/c 14th nov they reckon, so his won't "
         "be ready for the 4th now, more like fri 18th. must ring him")
NOTES = [
    (1, "2231", "job", "2050-10-17T11:20 J2231 Mr Pearson, carriage clock, French c1890, hour repeater. not striking "
                       "+ stops after a day. full clean + overhaul £165, told him ready fri 4th nov"),
    (2, "2231", "job", "19/10 J2231 stripped down - mainspring's tired (set), barrel ok. pivots worn on the 3rd wheel, "
                       "will rebush"),
    (3, "", "parts", PARTS),
    (4, "2198", "job", "J2198 Mrs Hartley's longcase, 8 day bell strike, moon dial sticking + the hood's loose. quote "
                       "£340, she's ok'd it, collecting xmas"),
    (5, "", "shop", "shop hrs nov - shut weds pm, sat 10-1 only. sign on the door + the website"),
    (6, "2231", "job", "Mon 31/10 J2231 pivots rebushed, strike train running sweet now. just needs the spring + a wk "
                       "on test"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "job": job, "kind": kind})
                            for pid, job, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "when can Mr Pearson pick up his carriage clock? J2231, he's on the phone now"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert PARTS in wider, wider
ticket = models.Filter(must=[models.FieldCondition(key="job", match=models.MatchValue(value="2231"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=ticket, limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 2 November 2050. You are helping Colin at Haigh's Clock Repairs; Mr Pearson (job J2231) is "
           "on the phone."] + hits
assert PARTS not in hits and not any(w in c.lower() for c in context
                                     for w in ("back order", "18th", "w/c 14th")), context
assert any("told him ready fri 4th nov" in c for c in context), context
reply = answer(question, context, mock="Friday 4th November - the pivots are rebushed, it just needs finishing and a "
                                       "week on test.")
finish(question, expected="Fri 18th November - the mainspring's on back order till w/c 14th, so not the 4th",
       actual=reply)
