"""Batch 197 (held out). A youth football club's summer tournament: chromadb collection, one root span per note and
one for the question; the helper's query for a team's questions only looks at notes filed under that age group and
misses the note, filed for everyone, that moved the pitch.

App: Market Drayton Town Juniors' summer tournament is Sun 21st June 2043 at the Greenfields ground - U9s to U12s,
about 40 teams, 6 pitches over the bottom and top fields, young referees from the county course, a burger van.
Carl (the tournament secretary) and Sue (who does the catering and the layout) file the notes in one chroma
collection, each tagged with the ``team`` it's about (U9, U10, U11, U12, or all); when a team's coach asks
something, the helper queries only that age group's notes (``where={"team": "U11"}``), 4 results.

Planted fault (RetrievalError, filtered out by scope): Carl's U11 note of 2043-05-30T18:40 has the U11s (7-a-side,
10 teams) all on pitch 3, the bottom field by the clubhouse. Sue's note of 16th June, filed for everyone since it's
mostly the burger van (Big Al's, 9-4), says he needs the power so he's going on the bottom field next to the
clubhouse, which makes pitch 3 too tight, so Carl's moved the U11s up to pitch 6 on the top field (the old cricket
square end). Question (Fri 19/6, Lee, who coaches Whitchurch Alport U11s): "which pitch are the U11s on sun? want to
tell the parents where to park" -> expected pitch 6 on the top field (the burger van's by pitch 3). The assistant
says pitch 3 by the clubhouse.

Expected verdict: RetrievalError at chroma's query (the age-group-scoped query, wrapped in fault()): Sue's note is in
the collection and the same question without the team filter has it in its top 4, but the U11-only scope kept it
out of the context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have
nothing on pitch 6, the top field or the burger van; the U11 note's pitch 3 line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b197_chroma_football_u11_pitch_team_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("burger van 🍔 Big Al's booked 9-4, £50 to the club. he needs the power so he's going on the bottom field "
         "next to the clubhouse, which makes pitch 3 too tight - Carl's moved the U11s up to pitch 6 on the top "
         "field, the old cricket square end. tea urn + cakes in the clubhouse £1")
NOTES = [
    ("U11", "Carl", "2043-05-30T18:40", "U11s 🏆 7-a-side, 10 teams, 2 groups of 5, all on pitch 3 (bottom field by "
                                        "the clubhouse). 12 min games, first kick off 10am, final approx 2.30"),
    ("U9", "Carl", "4/6", "U9s - pitches 1 + 2, 5-a-side, no tables no scores, medals for all of them"),
    ("all", "Sue", "16th June", MOVED),
    ("U11", "Carl", "Tue 16/6", "U11 refs - the 2 young refs off the county course, Josh + Kieran, 1 a game, each "
                                "side gives a parent for the line"),
    ("U12", "Carl", "18.6.", "U12s 9-a-side on pitches 4 + 5, Phil (groundsman) in 8.30-5 sat marking out"),
    ("all", "Carl", "2043-06-18T21:00", "refs meet in the clubhouse 9.15 for the briefing, whistles + cards there"),
    ("U11", "Carl", "19.6.", "U11 groups - A: Drayton Blues, Whitchurch Alport, Wem, Hodnet, Ternhill. B: Drayton "
                             "Reds, Prees, Shawbury, Loggerheads, Audlem. top 2 each go through"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("drayton-juniors-tournament-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (team, who, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"team": team, "by": who, "date": day}])

question = "which pitch are the U11s on sun? want to tell the parents where to park"
with turn_span("question Fri 19/6"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"team": "U11"})
    hits = found["documents"][0]
    context = ["Today is Fri 19 June 2043. You are talking to Lee, who coaches Whitchurch Alport U11s at Market "
               "Drayton Town Juniors' tournament (Sun 21 June, Greenfields)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("pitch 6", "top field", "burger van")), context
    assert any("all on pitch 3 (bottom field by the clubhouse)" in c for c in context), context
    reply = answer(question, context, mock="Pitch 3, on the bottom field by the clubhouse - first kick off is 10am.")
finish(question, expected="pitch 6 on the top field (old cricket square end) - the burger van's by pitch 3 now",
       actual=reply)
