"""Batch 131 (held out). A village tennis club's tournament board: chromadb collection, the question's search cut to
the top 3, script style (each call its own trace).

App: Ashdown Village Tennis Club puts its summer tournament notices and the committee's messages (draws, courts,
balls, teas, finals day) into one chroma collection; the helper answers members from the 3 nearest entries.

Planted fault (RetrievalError, cut by top-k): the finals day notice has finals sat 27th june starting 1.30pm on
court 1, prize-giving after the last final. Gary, the tournament secretary, posts on 22.6. that Cllr Wood can only
do the prize-giving if we're done by 4, so finals day starts 10am not 1.30pm - mixed first on court 1, men's singles
last. Several finals-day entries (the semis, the teas, the juniors' finals) sit nearer the question than Gary's
message, so the top-3 search leaves it out. Question (Thu 25/6, Hazel, a member): "what time does finals day start
sat? want to come and watch the mixed" -> expected 10am (the mixed is first). The assistant says 1.30pm.

Expected verdict: RetrievalError at the top-3 chroma query (wrapped in fault()): Gary's message that decides the time
is in the collection and the same search with a few more results finds it, but the search the app made could not
return it. Asserted: the 6-result search returns Gary's message; the top-3 one leaves it out; the 1.30pm notice is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b131_chroma_tennis_finals_start_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GARY = ("22.6. Gary: right - Cllr Wood can only do the prize-giving if we're done by 4, so finals day starts 10am "
        "not 1.30pm. mixed first on court 1, ladies + mens doubles after, mens singles last. pass it on")
ENTRIES = [
    "SUMMER TOURNAMENT finals day sat 27th june - finals start 1.30pm on court 1, all finals on show courts 1 + 2, "
    "teas + pimms in the pavilion, prize-giving after the last final. come and watch!",
    "tournament draws are up on the board - mens singles 16, ladies singles 12, mixed doubles 10 pairs, mens doubles 8",
    "semi finals sat 20th june from 2pm, courts 1-3, results to Gary by 6pm",
    GARY,
    "new balls for the tournament - Slazenger, 2 tins per match, Sue has the store key",
    "finals day teas - Jan + Mary doing sandwiches, cakes welcome, drop off at the pavilion from 9.30ish",
    "juniors' finals sun 28th 10-1, Coach Dan running it",
    "court 3 surface is lifting by the baseline, contractor coming w/c 29th",
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("ashdown-tennis", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"t{i:02d}" for i in range(len(ENTRIES))], documents=ENTRIES)

words = "what time does finals day start sat"
wide = board.query(query_texts=[words], n_results=6)["documents"][0]
assert GARY in wide, wide

with fault():
    hits = board.query(query_texts=[words], n_results=3)["documents"][0]

question = "what time does finals day start sat? want to come and watch the mixed"
context = ["Today is Thu 25 June 2037. You are talking to Hazel, a member of Ashdown Village Tennis Club."] + hits
assert GARY not in context and not any("10am" in c for c in context), context
assert any("finals start 1.30pm on court 1" in c for c in context), context
reply = answer(question, context, mock="1.30pm on court 1 - teas and Pimms in the pavilion.")
finish(question, expected="10am - Cllr Wood needs to be done by 4 for the prize-giving, so it's not 1.30 now; the "
                          "mixed is first", actual=reply)
