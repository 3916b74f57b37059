"""Batch 195 (held out). A sailing club's regatta: chromadb collection, one root span per note and one for the
question; the helper sends a racing question only to the racing notes and misses the clubhouse note that moved the
briefing.

App: Dyfi Estuary Sailing Club's summer regatta is Sat 25th June 2044 - three races for the dinghy fleets (Toppers,
Lasers, the Wayfarers and the handicap lot), two RIBs and the club launch as safety boats, a BBQ after. Mair (the
sailing secretary) keeps the regatta notes in one chroma collection, each tagged with a ``kind`` (racing, safety,
house, social); so that a question gets the right sort of note, the helper routes racing questions to
``where={"kind": "racing"}`` and takes the 4 nearest.

Planted fault (RetrievalError, filtered out by scope): the racing note of 2044-05-18T21:10 has the helms' briefing at
9.30 in the clubhouse bar, first warning 10.25. Mair's note of 8/6, filed as "house" (it's mostly the clubhouse
works - the contractors relaying the floor, the bar shut, loos in the portakabin), says in passing that the briefing
is under the gazebo at the top of the slipway that day, same time, as nobody can get in the clubhouse. Question (Tue
21/6, Owen, a new member sailing a Laser): "where's the helms briefing on sat? first time racing here" -> expected
under the gazebo at the top of the slipway, 9.30 (the clubhouse is shut for the floor). The assistant says the
clubhouse bar.

Expected verdict: RetrievalError at chroma's query (the kind-scoped query, wrapped in fault()): the 8/6 note is in the
collection and the same question without the kind filter has it in its top 4, but the racing scope kept it out of
the context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have nothing on
the gazebo, the slipway or the floor; the "briefing 9.30 in the clubhouse bar" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b195_chroma_regatta_briefing_place_kind_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("clubhouse - contractors in relaying the floor w/c 20th 🙄 bar shut, loos = the portakabin by the dinghy "
         "park. so helms briefing sat is under the gazebo at the top of the slipway, same time, nobody can get in "
         "the clubhouse. BBQ still on the lawn")
NOTES = [
    ("racing", "2044-05-18T21:10", "REGATTA ⛵ sat 25th june, 3 races. helms briefing 9.30 in the clubhouse bar, "
                                   "first warning 10.25. Toppers + Lasers on the inner course, Wayfarers + handicap "
                                   "outer"),
    ("safety", "26/5", "safety - RIB 1 (Huw + Gethin), RIB 2 (Sian + Dai), the launch w Emyr. radios ch 37, "
                       "charged fri pls"),
    ("racing", "2.6.", "entries - 11 Toppers, 7 Lasers, 5 Wayfarers, 4 handicap. entry £8, juniors free. results on "
                       "the board by the bar"),
    ("house", "8/6", MOVED),
    ("social", "Weds 15 June", "BBQ after racing, 5ish, £6 a head, burgers + halloumi, Bethan's doing the salads. "
                               "prizegiving half 6"),
    ("racing", "2044-06-19T18:40", "tides sat - HW 12.52, so race 1 on the flood, long lunch at the top of the tide "
                                   "+ races 2 + 3 on the ebb. course cards printed"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dyfi-estuary-sc-regatta-2044",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "date": day, "by": "Mair"}])

question = "where's the helms briefing on sat? first time racing here"
with turn_span("question Tue 21/6"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "racing"})
    hits = found["documents"][0]
    context = ["Today is Tue 21 June 2044. You are talking to Owen, a new member sailing his Laser in Dyfi Estuary "
               "Sailing Club's regatta (Sat 25 June)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("gazebo", "slipway", "floor", "portakabin")), context
    assert any("helms briefing 9.30 in the clubhouse bar" in c for c in context), context
    reply = answer(question, context, mock="In the clubhouse bar at 9.30 - first warning signal is 10.25, and the "
                                           "Lasers are on the inner course.")
finish(question, expected="under the gazebo at the top of the slipway, 9.30 - the clubhouse is shut for the floor",
       actual=reply)
