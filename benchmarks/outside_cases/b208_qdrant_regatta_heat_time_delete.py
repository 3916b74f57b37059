"""Batch 208 (held out). A rowing club's regatta: qdrant collection of notes and jobs, one root span per note and one
for the clear-out and the question; the clear-out of ticked-off jobs deletes the one that says the heats were pulled
forward.

App: Severnside Rowing Club takes three crews to Arley Regatta on Sat 29th June 2047 - the women's J16 quad, a men's
masters four and the mixed eight, heats in the morning, finals after lunch, the club's gazebo by the boat tent. Sue
(the club captain) keeps the regatta notes and the jobs list in one qdrant collection (payload ``kind`` and, for jobs,
``done``); on a Monday the clear-out deletes the jobs that are ticked off (``client.delete(..., points_selector=
FilterSelector(kind == "job" and done))``); the helper answers members from the 4 nearest points.

Planted fault (DeletionError): Sue's draw note (2047-06-17T21:40) has the WJ16 4x heat at 11.20, boated by 10.40.
Her job for the trailer, ticked off on Tue 25th, says it's booked - Hereford RC's, pick up Fri 6ish - and, in
passing, that Graham's heard the organisers have pulled the heats forward because of the cruise boats, so the WJ16 4x
goes off at 10.40 not 11.20, boated by 10. The clear-out (Weds 26/6) deletes every done job, that one with
them. Question (Thu 27/6, Karen, whose daughter is in the quad): "what time's the girls' heat sat? trying to
work out when to leave Kidderminster" -> expected 10.40 (boated by 10). The assistant says 11.20.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the trailer job was in the
collection and the question's 4 nearest before the delete, and the delete removed it while it still decided the heat
time. Asserted: the job is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on the cruise boats or "10.40 not 11.20"); the draw note's "heat 11.20" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b208_qdrant_regatta_heat_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "severnside-rc-arley-regatta-2047"
TRAILER = ("Tue 25th ✅ trailer booked - Hereford RC's, pick up fri 6ish from their boathouse, Pete's towing. ALSO "
           "Graham says the organisers have pulled the heats forward cos of the cruise boats 🙄 so the girls' WJ16 "
           "4x heat goes off 10.40 not 11.20 - boated by 10 pls")
NOTES = [
    ("regatta", False, "2047-06-17T21:40 ARLEY REGATTA sat 29th june 🚣 draw's out!! WJ16 4x heat 11.20 (boat by "
                       "10.40), masters 4+ 12.05, mixed 8+ 1.30pm. finals from 3ish. gazebo up by the boat "
                       "tent 8.30-5"),
    ("job", False, "job - rig the quad + the 8 on the trailer thurs 7.30ish, bring 10s + 13s spanners, Dan's got "
                   "the riggers"),
    ("regatta", False, "20.6. crews - WJ16 4x: Amy, Lily, Freya, Grace (str). masters: the usual suspects. mixed 8 "
                       "cox Ellie. entries £18 a seat, pay Sue"),
    ("job", True, TRAILER),
    ("job", True, "✅ 22.6. entries paid online, £306 all in, receipt in the club email"),
    ("regatta", False, "bar's in the marquee from 12, burgers from the Scouts, bring cash - car park £5"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, done, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "done": done})])

question = "what time's the girls' heat sat? trying to work out when to leave Kidderminster"
vec = offline.embed([question])[0]
with turn_span("clear-out Weds 26/6"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert TRAILER in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
            models.FieldCondition(key="kind", match=models.MatchValue(value="job")),
            models.FieldCondition(key="done", match=models.MatchValue(value=True))])))

with turn_span("question Thu 27/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Thu 27 June 2047. You are talking to Karen, whose daughter rows in Severnside RC's WJ16 "
               "quad at Arley Regatta on Sat 29 June."] + hits
    assert TRAILER not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("cruise boats", "10.40 not 11.20", "pulled the heats")), stored
    assert any("WJ16 4x heat 11.20" in c for c in context), context
    reply = answer(question, context, mock="The WJ16 quad's heat is at 11.20 - they need to be boated by 10.40.")
finish(question, expected="10.40 (boated by 10) - the organisers pulled the heats forward for the cruise boats",
       actual=reply)
