"""Batch 324 (held out). A toy library: qdrant collection of the volunteers' notes, script style (every call its own
trace); for a "where/when" question the helper asks only the sessions and venue notes, and the note with the move
was filed under donations.

App: Todmorden Toy Library lends toys (garages, ride-ons, marble runs, baby gyms) to member families - sessions every
Saturday 10-12, £15 a year membership, up to 3 toys out at once for 3 weeks. The volunteers file their notes into one
qdrant collection with payload ``kind`` (sessions, venue, donations, membership, rota, cleaning); for a "where" or
"when" question the helper asks only the sessions and venue notes (a ``kind`` filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sam's note of 2051-01-14T12:30 has the sessions in St
Mary's church hall, Sat 10-12, come in by the side door. Nicola's note of Sat 11th Feb starts with the donations (a
wooden kitchen, a box of Duplo, a Cozy Coupe with a wonky wheel), so it was filed as donations, and says in passing
that the church hall's being re-roofed, so from 4th March we're in the Scout hut on Park Rd, same times, parking
round the back. Question (Fri 10/3, Becky, returning toys): "where's toy library tmrw? bringing back the garage +
the marble run" -> expected the Scout hut on Park Rd (the church hall's being re-roofed). The scoped query returns
only the sessions and venue notes; the assistant says St Mary's church hall, side door.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sat 11th Feb note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the Scout hut, Park Rd or the re-roofing; the church hall line is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b324_qdrant_toy_library_session_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-toy-library-2051"
MOVE = ("Sat 11th Feb (Nicola) - donations this wk 🧸 a wooden kitchen (lovely), big box of Duplo, a Cozy Coupe w/ "
        "a wonky wheel - Dave's going to look at it. oh + the church hall's getting re-roofed so from 4th March we're "
        "in the Scout hut on Park Rd, same times, parking round the back")
NOTES = [
    (1, "sessions", "Sam", "2051-01-14T12:30 sessions every sat 10-12 at St Mary's church hall, in by the side door "
                           "(main door's locked). last toys out 11.45 pls so we can pack away"),
    (2, "membership", "Sam", "membership £15 a yr or £7.50 if ur on the concession, 3 toys out at a time, 3 wks, "
                             "renew at a session or by text"),
    (3, "venue", "Sam", "19/1 - the church hall's kitchen is out of bounds (their insurance), no tea urn. loo's "
                        "down the corridor on the left, ramp at the side door for buggies"),
    (4, "donations", "Nicola", MOVE),
    (5, "rota", "Nicola", "rota for march - 4th Sam + Nicola, 11th Dave + Priya, 18th Sam + Jo, 25th Nicola + Dave"),
    (6, "cleaning", "Jo", "Weds 22.2. - anything plastic gets a wipe w/ the Milton when it comes back, soft toys "
                          "60 wash, puzzles counted before they go on the shelf"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "where's toy library tmrw? bringing back the garage + the marble run"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVE in wider, wider
where_when = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["sessions", "venue"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=where_when, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 10 March 2051. You are talking to Becky, a member of Todmorden Toy Library (sessions on "
           "Saturdays)."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context for w in ("scout", "park rd", "re-roof")), context
assert any("St Mary's church hall, in by the side door" in c for c in context), context
reply = answer(question, context, mock="St Mary's church hall, 10-12 - go in by the side door, the main door's "
                                       "locked. Last toys out at 11.45.")
finish(question, expected="the Scout hut on Park Rd - the church hall's being re-roofed (from 4th March)", actual=reply)
