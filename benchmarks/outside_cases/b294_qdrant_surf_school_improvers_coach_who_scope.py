"""Batch 294 (held out). A surf school: qdrant collection of the instructors' notes, script style (every call its
own trace); for a "who's teaching" question the helper asks only the rota and lessons notes, and the note saying
who's covering was filed under kit.

App: Saltwave Surf School run lessons off the beach at Croyde all summer 2051 - beginners, improvers and a kids'
club, 2 hours a session, boards and wetsuits included. Mia (the head coach) and the instructors file notes into one
qdrant collection with payload ``kind`` (rota, lessons, kit, bookings, weather); for a "who" question the helper
asks only the rota and lessons notes (a ``kind`` filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Mia's rota note (2051-07-30T18:00) has Jess on the 9am
improvers Sat and Sun, Finn on the 11am beginners and Kai on the 2pm kids' club. Her note of Weds 16 Aug starts with
the new boards (6 x 8ft soft-tops for the improvers, so it was filed as kit) and says, in passing, that Jess has done
her shoulder paddling out on Monday and is off for 2 weeks, so Kai's got her improvers Sat and Sun and Ollie's
doing the kids' club. Question (Fri 18/8, Tom on the booking desk): "who's taking the sat 9am improvers? the Baxters
want to know who to look for on the beach" -> expected Kai (covering for Jess's shoulder). The scoped query returns
the rota and two lessons notes; the assistant says Jess.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Weds 16 Aug note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions the shoulder or covering; the rota's "9am improvers Jess" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b294_qdrant_surf_school_improvers_coach_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "saltwave-croyde-2051"
COVER = ("Weds 16 Aug - new boards came!! 6 x 8ft softtops for the improvers 🏄 old blue ones to the kids club. "
         "Jess has done her shoulder paddling out mon (not broken, physio says rest) so she's off 2 wks - Kai's got "
         "her improvers sat + sun, Ollie's doing kids club instead of Kai")
NOTES = [
    (1, "rota", "Mia", "2051-07-30T18:00 aug weekend rota - sat + sun 9am improvers Jess, 11am beginners Finn, 2pm "
                       "kids club Kai. Mia floating/lifeguard. swap amongst yourselves but TELL ME"),
    (2, "lessons", "Mia", "2/8 improvers = can stand + turn, working on the green waves, out back if it's small. max 6 "
                          "per coach, 2hrs inc the beach briefing"),
    (3, "lessons", "Finn", "Tue 8/8 beginners - whitewater only, 1 coach to 8 max, we do the rip talk on the sand "
                           "first every time, no exceptions"),
    (4, "kit", "Mia", COVER),
    (5, "bookings", "Tom", "14th Aug - sat improvers full (6, incl the Baxters x2), sun 4 left. kids club both days "
                           "full, waiting list of 5"),
    (6, "weather", "Kai", "Thu 17/8 - 3-4ft sat morning, light offshore till 11, low tide 8.40 so it'll be fun for the "
                          "improvers, sun's smaller"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "who's taking the sat 9am improvers? the Baxters want to know who to look for on the beach"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert COVER in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["rota", "lessons"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 18 August 2051. You are talking to Tom, on the booking desk at Saltwave Surf School, "
           "Croyde."] + hits
assert COVER not in hits and not any(w in c.lower() for c in context for w in ("shoulder", "kai's got")), context
assert any("9am improvers Jess" in c for c in context), context
reply = answer(question, context, mock="Jess - she's on the 9am improvers Sat and Sun, tell the Baxters to look for "
                                       "her at the briefing on the sand.")
finish(question, expected="Kai - Jess is off with her shoulder so Kai's got her improvers", actual=reply)
