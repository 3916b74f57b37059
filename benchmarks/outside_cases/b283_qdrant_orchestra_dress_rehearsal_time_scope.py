"""Batch 283 (held out). A community orchestra's spring concert: qdrant collection of the committee's notes, script
style (every call its own trace); for a "what time" question the helper asks only the schedule and concert notes,
and the note that moved the dress rehearsal was filed under the music.

App: the Ryburn Valley Community Orchestra (about 40 players, Tuesday rehearsals in the Methodist hall) give their
spring concert on Sat 26th March 2050 at St John's church - Dvorak 8, the Hebrides, a Mozart horn concerto with
their own Phil as soloist. Anne (the secretary) and Graham (the librarian) file the committee's notes into one
qdrant collection with payload ``kind`` (schedule, concert, music, money, venue); for a "when/what time" question
the helper asks only the schedule and concert notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Anne's schedule note of 2050-01-13T21:40 has the dress
rehearsal in the church on the Saturday 10-12.30, concert 7.30. Graham's note of 17.3. starts with the new parts
for the Dvorak (in the library box, bowings marked, pencils only) and so was filed as music; it says, in passing,
that the vicar's rung - there's a funeral on the Saturday morning, so the dress is 2 till 4.30 now, not 10, and
they're not to be in the church before 1.45. Question (Thu 24/3, Priya, cello): "what time's the dress rehearsal
on sat? trying to sort the kids" -> expected 2 till 4.30 (there's a funeral in the morning). The scoped query
returns the schedule and concert notes; the assistant says 10 till 12.30.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the 17.3. note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has "2 till 4.30", "funeral" or "1.45"; the schedule note's "dress rehearsal sat 26th 10-12.30" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b283_qdrant_orchestra_dress_rehearsal_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-valley-orchestra-spring-2050"
MOVED = ("17.3. (Graham) new parts for the Dvorak are in the library box 🎻 bowings marked by Helen, PENCIL ONLY pls. "
         "oh + the vicar rang, there's a funeral sat morning so the dress rehearsal is 2 till 4.30 now, not 10 - "
         "and we're not to be in the church before 1.45")
NOTES = [
    (1, "schedule", "Anne", "2050-01-13T21:40 spring term - tues rehearsals 7.30-9.30 methodist hall as usual, "
                            "sectionals 1/3 + 8/3, dress rehearsal sat 26th 10-12.30 in St John's, concert same "
                            "day 7.30"),
    (2, "concert", "Anne", "Mon 7th Feb - concert sat 26th march St John's 🎶 Dvorak 8, Hebrides, Mozart horn "
                           "concerto no. 4 w/ Phil. blacks, players in by 6.45 for tuning"),
    (3, "music", "Graham", "Feb 20 - Hebrides parts handed out, Mozart parts next wk. if u take a part home SIGN "
                           "the sheet"),
    (4, "money", "Anne", "3rd March - subs £45 for the term, £20 concs, to me or the tin. tickets £10/£5 kids free"),
    (5, "venue", "Anne", "w/c 7/3 - St John's: staging goes up fri night, parking in the school yard, the church "
                         "has 2 loos so allow time 😬"),
    (6, "music", "Graham", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time's the dress rehearsal on sat? trying to sort the kids"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
when_notes = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["schedule", "concert"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=when_notes, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 24 March 2050. You are talking to Priya, who plays cello in the Ryburn Valley Community "
           "Orchestra (spring concert Sat 26 March, St John's)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("2 till 4.30", "funeral", "1.45")), \
    context
assert any("dress rehearsal sat 26th 10-12.30" in c for c in context), context
reply = answer(question, context, mock="10 till 12.30 on Saturday morning in St John's - then the concert's at 7.30.")
finish(question, expected="2 till 4.30 - there's a funeral in the church on the Saturday morning", actual=reply)
