"""Batch 289 (held out). A fencing club: qdrant collection of the coaches' notes, script style (every call its own
trace); for a "when" question the helper asks only the sessions, coaching and comps notes, and the note that moved
the juniors' start was filed under kit.

App: Todmorden Fencing Club run juniors on Saturday mornings in the Tod High sports hall and seniors Tuesday and
Thursday nights at the leisure centre - épée and foil, a Leon Paul junior series, club jackets, subs by the term.
Anna (the club secretary) and Marek (the head coach) file notes into one qdrant collection with payload ``kind``
(sessions, coaching, comps, kit, money); for a "when" question the helper asks only the sessions, coaching and
comps notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Anna's note of 2051-01-04T20:10 has juniors Saturday
10-11.30 at the Tod High sports hall. Her note of Sun 22nd Jan starts with the new club jackets (350N, sizes on the
sheet), so it was filed as kit, and says, in passing, that the school has let the hall to a badminton club on
Saturday mornings till Easter, so juniors are 11-12.30 from the 28th, same hall. Question (Fri 3/2, Ollie's dad):
"what time's juniors tomorrow? trying to work out when to drop Ollie off" -> expected 11 (11-12.30, the badminton
have the hall first). The scoped query returns the Sheffield comp, the first Saturday back and the term note; the
assistant says 10.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sun 22nd Jan note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
11-12.30 or the badminton; the 10-11.30 term note is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b289_qdrant_fencing_juniors_start_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-fencing-2051"
MOVED = ("Sun 22nd Jan - new club jackets have come!! 350N, sizes on the sheet by the door, £48 🤺 oh + the school's "
         "let the hall to a badminton club on sat mornings till Easter, so juniors are 11-12.30 from the 28th, "
         "sorry all, same hall")
NOTES = [
    (1, "sessions", "Anna", "2051-01-04T20:10 NEW TERM 🤺 juniors sat 10-11.30 at the Tod High sports hall, seniors "
                            "tues + thurs 7.30-9.30 at the leisure centre. juniors £4 a sesh, seniors £6, first one "
                            "free for newbies"),
    (2, "coaching", "Marek", "8/1 - I'm doing the u12s on sats, Anna's got the u14s + the foil lot. NO blades out "
                             "till a coach is on the piste pls"),
    (3, "kit", "Anna", MOVED),
    (4, "comps", "Marek", "Leon Paul junior series, Sheffield sun 12 feb, entries close 1st. Ollie + Freya are in, "
                          "anyone else tell me by sat"),
    (5, "money", "Anna", "subs - £30 a term or pay as u go, cash or the card machine, Dave's got the float"),
    (6, "sessions", "Anna", "14/1 first sat back 😊 16 kids, 3 new ones. lost property box is under the stage, "
                            "there's 2 water bottles + a glove in it"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])

question = "what time's juniors tomorrow? trying to work out when to drop Ollie off"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
when_kinds = models.Filter(must=[models.FieldCondition(key="kind",
                                                       match=models.MatchAny(any=["sessions", "coaching", "comps"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=when_kinds)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 3 February 2051. You are talking to Ollie's dad; Ollie fences in the juniors at Todmorden "
           "Fencing Club."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("11-12.30", "badminton")), context
assert any("juniors sat 10-11.30 at the Tod High sports hall" in c for c in context), context
reply = answer(question, context, mock="Juniors is 10 till 11.30 at the Tod High sports hall, so drop him off just "
                                       "before 10.")
finish(question, expected="11 o'clock - juniors are 11-12.30 till Easter, a badminton club has the hall first",
       actual=reply)
