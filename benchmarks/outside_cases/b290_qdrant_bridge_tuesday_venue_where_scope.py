"""Batch 290 (held out). A bridge club's Tuesday duplicate: qdrant collection of the committee's notes, script style
(every call its own trace); for a "where" question the helper asks only the venue and sessions notes, and the note
moving one Tuesday to another room was filed under teaching.

App: Ryburn Bridge Club play duplicate pairs on Tuesday evenings (7pm sharp) and a supervised session on Thursday
afternoons, in the Methodist church hall on Bridge Street. Ray (the secretary) files the committee's notes into one
qdrant collection with payload ``kind`` (venue, sessions, teaching, social, results, committee); for a "where"
question the helper asks only the venue and sessions notes (``query_filter`` with ``kind`` in venue/sessions, the
3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ray's note of 2050-09-05T19:00 has the new season -
duplicate Tuesdays 7pm sharp in the Methodist church hall. His note of Thu 3 Nov starts with the beginners' course
(9 of them, Pam doing 2 over 1 next week - so it was filed as teaching) and says, by the way, that the church hall
is a polling station on Tues 8th for the by-election, so duplicate that night is upstairs at the cricket club, Ray's
sorted it, same time, bring your own pens. Question (Mon 7/11, Eileen): "where's bridge tomorrow nite? I'm giving
Joan a lift + she can't do stairs well" -> expected upstairs at the cricket club (the church hall's a polling
station). The scoped query returns the three venue and sessions notes; the assistant says the Methodist church hall.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Thu 3 Nov
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has the cricket club, the polling station or the by-election; the Methodist church hall is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b290_qdrant_bridge_tuesday_venue_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-bridge-club-notes"
MOVE = ("Thu 3 Nov - beginners' course going well, 9 of them now 👏 Pam's doing 2 over 1 next wk so they'll be "
        "confused for a fortnight 😂 btw the church hall's a polling station on tues 8th (by-election) so duplicate "
        "that nite is upstairs at the cricket club - I've sorted it w/ the steward, same time, bring ur own pens")
NOTES = [
    (1, "venue", "2050-09-05T19:00 NEW SEASON ♠️♥️ duplicate tues 7pm sharp + thurs 1.30, Methodist church hall on "
                 "Bridge St (ha), £3 table money, park round the back not on the chapel forecourt"),
    (2, "sessions", "Tue 20/9 thurs afternoons are a 'supervised play' session now for the improvers, Margaret's "
                    "hosting, no scoring just learning"),
    (3, "venue", "12/10 church hall's had the heating fixed at last 🙌 + 12 new card tables, old ones to the scouts"),
    (4, "teaching", MOVE),
    (5, "social", "xmas lunch sun 11th dec at the Alma, £24, names to Brian by the 1st. partners welcome"),
    (6, "results", "Tue 1st Nov - 11 tables last nite!! top N/S Ray + Eileen 🏆 E/W the Hendersons again"),
    (7, "committee", "AGM thurs 24 nov straight after bridge, nominations to Sue, Ray's standing down as sec"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Ray"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "where's bridge tomorrow nite? I'm giving Joan a lift + she can't do stairs well"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["venue", "sessions"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 7 November 2050. You are talking to Eileen, a member of Ryburn Bridge Club (duplicate "
           "pairs on Tuesday evenings)."] + hits
assert MOVE not in hits and not any(w in c.lower() for c in context
                                    for w in ("cricket club", "polling", "by-election")), context
assert any("Methodist church hall on Bridge St" in c for c in context), context
reply = answer(f"(Eileen) {question}", context,
               mock="Same as always - the Methodist church hall on Bridge Street, 7pm sharp. You can park round the "
                    "back to drop Joan off.")
finish(question, expected="upstairs at the cricket club - the church hall's a polling station for the by-election",
       actual=reply)
