"""Batch 196 (held out). A cricket club's six-a-side festival: chromadb collection, one root span per note and one for
the question; the helper's fixtures query only looks at notes filed as "fixtures" and misses the note, filed under
the barbecue, that put the start back.

App: Wem Town CC's six-a-side festival is Sun 5th July 2043 at the Soulton Rd ground - 8 teams (two groups of 4), two
pitches, 5 overs a side, a barbecue and a bar after the final. Steve (the club's fixtures secretary) and Dave (the
social secretary) file the day's notes in one chroma collection, each tagged with a ``kind`` (fixtures, social,
money); for questions about games and times the helper queries only the fixtures notes
(``where={"kind": "fixtures"}``), 4 results.

Planted fault (RetrievalError, filtered out by scope): the fixtures note of 2043-06-14 has first games at 10.30 on
both pitches, captains in for 10. Dave's note of 23.6., filed as "social" since it's mostly the barbecue (his
brother-in-law doing burgers, sausages and halloumi from half 6), says in passing that the umpires are doing the
league cup final in the morning and can't be with us till 11, so the first games are put back to 11, not 10.30.
Question (Fri 3/7, Ollie, captain of the Prees Heath team, on pitch 1 first): "what time's the first game sun? we're
on pitch 1 first up" -> expected 11 (the umpires are at the cup final first). The assistant says 10.30.

Expected verdict: RetrievalError at chroma's query (the kind-scoped query, wrapped in fault()): the 23.6. note is in
the collection and the same question without the kind filter has it in its top 4, but the fixtures-only scope kept it
out of the context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have
nothing on the umpires, the cup final or 11 o'clock; the fixtures note's 10.30 line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b196_chroma_cricket_sixes_first_game_time_kind_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("bbq sorted 🍔 our Jen's brother in law doing it - burgers, sausages + halloumi for the veggies, from half 6 "
         "after the final. oh + the umpires are doing the league cup final in the morning so can't be with us till 11 "
         "- first games sun put back to 11 not 10.30, tell your captains")
NOTES = [
    ("fixtures", "Steve", "2043-06-14T21:05", "SIXES 🏏 sun 5th july, 8 teams, 2 groups of 4, pitch 1 + pitch 2. 5 "
                                              "overs a side. first games 10.30 on both pitches, captains in for 10 "
                                              "for the toss. final 5ish"),
    ("money", "Dave", "18/6", "entries - £40 a team, 7 paid, Prees Heath still owe. bar float £150 from the club"),
    ("social", "Dave", "23.6.", MOVED),
    ("fixtures", "Steve", "Tue 30th", "pitches - groundsman cutting both fri, boundary ropes + the 6 sets of stumps "
                                      "out of the shed, pitch 2 is the short side so 4s not 6s over the hedge"),
    ("fixtures", "Steve", "1.7.", "groups - A: Wem, Prees Heath, Whitchurch, Hodnet. B: Ellesmere, Shawbury, Market "
                                  "Drayton, the Old Boys. group A on pitch 1, B on pitch 2, top 2 go through"),
    ("social", "Dave", "2nd July", "raffle - signed Shropshire bat, meal for 2 at the Castle, a crate of Salopian. "
                                   "tix £1, drawn at the bbq"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wem-town-cc-sixes-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "by": who, "date": day}])

question = "what time's the first game sun? we're on pitch 1 first up"
with turn_span("question Fri 3/7"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "fixtures"})
    hits = found["documents"][0]
    context = ["Today is Fri 3 July 2043. You are talking to Ollie, captain of the Prees Heath team at Wem Town CC's "
               "six-a-side festival (Sun 5 July, Soulton Rd)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("umpire", "cup final", "till 11", "back to 11")), context
    assert any("first games 10.30 on both pitches" in c for c in context), context
    reply = answer(question, context, mock="10.30 on pitch 1 - get your captain there for 10 for the toss.")
finish(question, expected="11 - the umpires are at the league cup final in the morning, so first games are put back "
                          "from 10.30", actual=reply)
