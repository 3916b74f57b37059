"""Batch 244 (held out). A youth football tournament: qdrant collection of the organisers' notes, two writers in
threads (the fixtures secretary and the referees' coordinator each file their own), then the question's query; for
a "where / which pitch" question the helper asks only the pitches and times notes, and the note that moved the U10
final was filed under the referees.

App: Ryburn Valley Juniors hold their summer tournament on Sun 19th June 2050 at Stoney Lane playing fields - U9 to
U12, group games in the morning, finals from 3, a burger van, trophies and medals for everyone. Carl (the fixtures
secretary) and Donna (the referees' coordinator) file notes into one qdrant collection with payload ``kind``
(pitches, times, referees, food, teams); for a where/which-pitch question the helper queries with a payload filter
``kind in (pitches, times)`` and answers from the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): Carl's pitches note (2050-05-20T19:30) has the finals -
U10 on pitch 1 (the big one at the clubhouse end) at 3, U12 on pitch 2 at 3.30, U9 and U11 on 4 and 5. Donna's note
of Thu 16/6 starts with the refs (8 from the Halifax league, Dean doing the U12 final, the young refs with a mentor
each), so it was filed as referees, and says, in passing, that the groundsman rang - pitch 1's a bog at the bottom
end after the rain, so the U10 final's on pitch 3 (the one by the cricket nets), same time. Question (Sat 18/6,
a grandad): "which pitch is the U10 final on? want to get my chair in a good spot" -> expected pitch 3, by the
cricket nets. The scoped query returns the pitches and times notes; the assistant says pitch 1 at the clubhouse end.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Donna's Thu 16/6 note is
in the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line
mentions pitch 3, the cricket nets or the bog; Carl's "U10 on pitch 1" is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b244_qdrant_football_tournament_final_pitch_which_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-valley-juniors-tournament-2050"
MOVED = ("Thu 16/6 (Donna) refs all sorted 🙌 8 from the Halifax league, Dean's doing the U12 final, the young refs "
         "get a mentor each + a bottle of water. oh and the groundsman rang - pitch 1's a bog at the bottom end "
         "after all this rain so the U10 final's going on pitch 3 (the one by the cricket nets), same time")
NOTES = {
    "carl": [
        (1, "pitches", "2050-05-20T19:30 FINALS ⚽ U10 on pitch 1 (the big one, clubhouse end) at 3, U12 on pitch 2 at "
                       "3.30, U9 + U11 on 4 and 5 at 3. group games on all 6 from 9.30"),
        (2, "times", "1/6 - registration 8.45-9.15 at the clubhouse window, group games 9.30 till about 1.30, 7 mins "
                     "each way, lunch break, finals from 3, presentations 4.15ish"),
        (3, "teams", "Weds 8th June 36 teams in!! 9 per age group, the Brighouse lot have entered 3 U11 teams 😂"),
    ],
    "donna": [
        (4, "referees", MOVED),
        (5, "food", "Fri 10/6 burger van's booked (Big Al's), cake stall from the U11 mums, no nuts anywhere near the "
                    "medals table pls"),
        (6, "referees", "2050-05-28T20:00 ref fees £15 a session, paid cash on the day from the tin, Dean's holding "
                        "the whistles + cards"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "which pitch is the U10 final on? want to get my chair in a good spot"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert MOVED in wider, wider
where = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["pitches", "times"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=where)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sat 18 June 2050. You are talking to a grandad coming to Ryburn Valley Juniors' summer tournament "
           "(Sun 19 June, Stoney Lane)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("pitch 3", "cricket nets", "bog")), \
    context
assert any("U10 on pitch 1 (the big one, clubhouse end) at 3" in c for c in context), context
reply = answer(question, context, mock="Pitch 1 - the big one at the clubhouse end, kick-off at 3.")
finish(question, expected="pitch 3, the one by the cricket nets - pitch 1's waterlogged at the bottom end",
       actual=reply)
