"""Batch 176 (held out). A cricket club's six-a-side tournament: chromadb collection, one root span per note and one
for the question; the fixtures helper queries only the fixtures board and misses the groundsman's note that moved
the final.

App: Hanwood CC's six-a-side is Sun 20th July 2042 - 16 teams in four groups, group games on pitch 2 (the lower
ground) and the junior pitch from 10, knockouts from 3, the bar and a bbq going all day. Steve (fixtures), Jo (bar)
and Dave (groundsman) post notes into one chroma collection with a ``board`` in the metadata - "fixtures", "bar" or
"ground"; the helper that answers about the games queries with ``where={"board": "fixtures"}``.

Planted fault (RetrievalError, scoped out by the query's filter): Steve's 3/5 note (fixtures board) has the final on
the main square at 5.30. Dave's note of 2042-07-08T21:40 (ground board) says the league have moved the Shifnal game to
the Saturday, so the square's been cut and rolled for that and he won't have 16 teams' worth of spikes on it the day
after: the sixes final will have to go on the lower ground (pitch 2), he'll mark it out fresh and put the
sightscreens over. The fixtures filter leaves it out. Question (Fri 18/7, Rach, whose husband's team is in it): "which
pitch is the final on? my lot want to know where to set the chairs up for watching" -> expected the lower ground,
pitch 2 (the square's kept for the league game). The assistant says the main square.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): Dave's note is in the
collection and the same query without the filter (same top 3) finds it, but the app's board filter cut it from the
context the model saw. Asserted: the unfiltered top 3 has Dave's note; the filtered one does not and no context line
mentions the lower ground, the Shifnal game or the sightscreens; Steve's "final on the main square at 5.30" note is in
the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b176_chroma_sixes_final_pitch_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAVE = ("2042-07-08T21:40 Dave (groundsman) - bad news re the square, the league have moved the Shifnal game to the "
        "sat so it's been cut + rolled for that, I'm not having 16 teams' worth of spikes on it the day after. sixes "
        "final'll have to go on the lower ground (pitch 2), I'll mark it out fresh + put the sightscreens over")
NOTES = [
    ("fixtures", "3/5 Steve - SIXES sun 20th july 🏏 16 teams, 4 groups of 4, group games on pitch 2 + the junior "
                 "pitch from 10, final on the main square at 5.30, presentation after in the bar"),
    ("fixtures", "Tue 10th June Steve - teams pls get your £40 in to me by the 1st, 8 overs a side, every1 bar the "
                 "keeper bowls an over, retire at 25"),
    ("bar", "14/6 Jo (bar) - bar open from 11 till late, Hobsons on tap + the cider, burgers + hot dogs off the bbq "
            "from 12, kids squash free"),
    ("ground", DAVE),
    ("fixtures", "Weds 16/7 Steve - draw's done, groups up on the board in the pavilion 📋 teams be there 9.15 for a "
                 "10 start, umpires from the 2nds, knockouts from 3, final about half 5"),
    ("bar", "Sat 12th July Jo - spectators pls bring your own chairs, benches are all going in the marquee for the "
            "bbq. dogs on leads, no parking on the grass"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hanwood-cc-sixes-2042",
                                        embedding_function=offline.chroma_embedding_function())
for i, (board, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"board": board}])

question = "which pitch is the final on? my lot want to know where to set the chairs up for watching"
with turn_span("question Fri 18/7"):
    everything = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert DAVE in everything, everything
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where={"board": "fixtures"})
    hits = found["documents"][0]
    context = ["Today is Fri 18 July 2042. You are talking to Rach, whose husband's team is playing in Hanwood CC's "
               "six-a-side (Sun 20 July)."] + hits
    assert DAVE not in context and not any("lower ground" in c or "Shifnal" in c or "sightscreens" in c
                                           for c in context), context
    assert any("final on the main square at 5.30" in c for c in context), context
    reply = answer(question, context, mock="The main square - the final's on there at 5.30, so set up round the "
                                           "square.")
finish(question, expected="the lower ground (pitch 2) - Dave's keeping the main square off for the league game",
       actual=reply)
