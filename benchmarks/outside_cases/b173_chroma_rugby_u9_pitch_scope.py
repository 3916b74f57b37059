"""Batch 173 (held out). A rugby club's mini festival notes: chromadb collection, one root span per note and one for
the question; the helper answers a visiting U9 coach from the notes tagged for the U9s (or everyone) and misses the
note that moved the U9s' pitch, because it was tagged for the U10s.

App: Oldfield Park RFC's mini festival is Sun 28th April 2041 - U7 to U12 sides from round the county, 10 till 2ish,
burgers and a bar in the clubhouse. Kev (mini section chair) and the age-group coordinators post notes into one chroma
collection with an ``age_group`` in the metadata ("u7" ... "u12", or "all" for festival-wide notes); the helper
answers a visiting coach with a query filtered to ``age_group in [their age group, "all"]``.

Planted fault (RetrievalError, scoped out by the query's filter): Kev's 14/3 pitch plan ("all") has U7s + U8s on pitch
1 split in 3, U9s on pitch 2, U10s on 3, U11/12s on the main pitch. Dave's note of Tue 16th Apr, the U10 coordinator's,
tagged "u10" because it's mostly about his lot, says the U10s are staying on 3, but pitch 2's drainage is shocking
after all the rain, the groundsman says no chance, so the U9s are going on 4 - the back field by the cricket nets -
he's told Kev. The filter leaves it out. Question (Thu 25/4, Sian, U9 coach at Frome): "which pitch are our under 9s
on? want to tell the parents where to head when they get there" -> expected pitch 4, the back field by the cricket
nets (pitch 2's waterlogged). The assistant says pitch 2.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): Dave's note is in the
collection and the same query without the filter finds it, but the app's age-group filter cut it from the context.
Asserted: the unfiltered query returns it; the filtered one does not and no context line mentions pitch 4, the cricket
nets or the drainage; Kev's pitch-plan note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b173_chroma_rugby_u9_pitch_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 16th Apr Dave (u10s) - we're staying on 3 👍 BUT drainage on 2 is shocking after all the rain, groundsman "
         "says no chance, so the u9s are going on 4 (back field by the cricket nets). told Kev. we'll need extra "
         "cones for 4, I'll bring ours")
NOTES = [
    ("all", "14/3 Kev - pitch plan for the mini fest 🏉 u7s + u8s on 1 (split in 3), u9s on 2, u10s on 3, u11s + u12s "
            "on the main pitch. 10 kick off, festival finishes 2ish, no scores kept below u11 as per RFU"),
    ("u9", "22.3. Jo (u9s) - 9 sides in the u9 section so far, Frome + Chippenham + Corsham confirmed, games 12 mins "
           "each way, tag belts back on for the u9 warm ups"),
    ("u10", MOVED),
    ("all", "2041-04-20T09:15 Kev - burgers: 400 from Dawsons + 300 buns, Rob on the bbq from half 11, bar opens 12. "
            "first aid tent between 1 + the main pitch"),
    ("u12", "Weds 17 Apr Marcus - u12s contact as normal, ref from the society, 3 games each"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oldfield-park-mini-fest-2041",
                                        embedding_function=offline.chroma_embedding_function())
for i, (group, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"age_group": group}])

question = "which pitch are our under 9s on? want to tell the parents where to head when they get there"
with turn_span("question Thu 25/4"):
    everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
    assert MOVED in everything, everything
    with fault():
        found = notes.query(query_texts=[question], n_results=4, where={"age_group": {"$in": ["u9", "all"]}})
    hits = found["documents"][0]
    context = ["Today is Thu 25 April 2041. You are talking to Sian, the U9 coach at Frome RFC, bringing a side to "
               "Oldfield Park RFC's mini festival (Sun 28 April)."] + hits
    assert MOVED not in context and not any("on 4" in c or "cricket nets" in c or "drainage" in c for c in context), \
        context
    assert any("u9s on 2" in c for c in context), context
    reply = answer(question, context, mock="Pitch 2 - the U7s and U8s are on 1 and the U10s on 3, so it's the one in "
                                           "between.")
finish(question, expected="pitch 4 - the back field by the cricket nets (pitch 2's drainage is too bad)", actual=reply)
