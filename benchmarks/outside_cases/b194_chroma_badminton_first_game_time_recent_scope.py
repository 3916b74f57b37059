"""Batch 194 (held out). A badminton club's charity tournament: chromadb collection, one root span per note and one
for the question; the helper's query only looks at the last four weeks' notes and misses the older note that moved
the start.

App: Ludlow Badminton Club's charity doubles tournament is Sat 7th March 2043 in the leisure centre's main hall, for
the air ambulance - 6 courts, group draws then a knockout, teas and a raffle. Kev (the club secretary) keeps the
day's notes in one chroma collection, each with its date as a number (``day``, e.g. 20430127); so that players get
what's current, the helper queries only the notes from the last 28 days (``where={"day": {"$gte": cutoff}}``), 4
results.

Planted fault (RetrievalError, filtered out by scope): the plan note of 2043-01-10 has play from 9.30, in for 9 for
the draw. Kev's note of 27/1 says the leisure centre rang: the over-60s short mat bowls have the hall till 10 that
Sat, so they can't get on the courts till 10 - the draw's at 10 and the first games half 10 now, not 9.30; Sue's
still doing teas. The printers' poster proof of 24.2. still says "play from 9.30am" (nobody checked it). Question
(Tue 3/3, Jas, who's playing with his daughter): "what time do we need to be there sat? when's the first game?" ->
expected the draw's at 10, first games half 10 (the bowls have the hall till 10). The assistant says in for 9, first
games 9.30.

Expected verdict: RetrievalError at chroma's query (the date-scoped query, wrapped in fault()): the 27/1 note is in
the collection and the same question without the date filter has it in its top 4, but the 28-day scope kept it out
of the context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have
nothing on half 10, 10.30 or the short mat bowls; the poster proof's 9.30am line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b194_chroma_badminton_first_game_time_recent_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("leisure centre rang 🙄 the over 60s short mat bowls have got the hall till 10 that sat so we can't get on "
         "the courts till 10 - draw at 10, first games half 10 now not 9.30. tell your partners! Sue's still doing "
         "teas")
NOTES = [
    (20430110, "CHARITY DOUBLES 🏸 sat 7th march, leisure centre main hall, 6 courts 9-5. play from 9.30, in for 9 "
               "for the draw. £10 a pair, all to the air ambulance"),
    (20430127, MOVED),
    (20430212, "entries - 16 pairs so far, mixed + mens + ladies all in together, groups of 4 then a knockout. "
               "shuttles: 3 tubes of Aeroplanes off Dave"),
    (20430219, "raffle prizes - signed Team GB shirt (Marcus's cousin!!), 2 x Nando's vouchers, a racket restring "
               "off the pro shop. tix £1 a strip"),
    (20430224, "poster proof back from Rapid Print - 'Charity Doubles Sat 7th March, play from 9.30am, spectators "
               "welcome, teas + raffle' - looks fab 😍 50 copies £15"),
    (20430301, "Sue's teas - bacon butties £2.50, squash for the kids, cakes off the juniors' mums. need someone on "
               "the door 12-2"),
]
TODAY, TOP_K = 20430303, 4
CUTOFF = 20430203  # 28 days back

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludlow-badminton-charity-doubles-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"day": day, "by": "Kev"}])

question = "what time do we need to be there sat? when's the first game?"
with turn_span("question Tue 3/3"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"day": {"$gte": CUTOFF}})
    hits = found["documents"][0]
    context = ["Today is Tue 3 March 2043. You are talking to Jas, who is playing with his daughter in Ludlow "
               "Badminton Club's charity doubles (Sat 7 March, leisure centre main hall)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("half 10", "10.30", "short mat", "till 10")), context
    assert any("play from 9.30am" in c for c in context), context
    reply = answer(question, context, mock="Get there for about 9 - first games are at 9.30, it's on the poster. "
                                           "Bacon butties from Sue if you're early!")
finish(question, expected="draw's at 10, first games half 10 - the short mat bowls have the hall till 10",
       actual=reply)
