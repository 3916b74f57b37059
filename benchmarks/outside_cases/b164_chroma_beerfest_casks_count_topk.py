"""Batch 164 (held out). A beer and cider festival's cellar notes: chromadb collection, one root span per note and
one for the question; the helper's query keeps only its top 2 hits.

App: Hexley Beer and Cider Festival, Fri 17th - Sat 18th June 2039 at the Corn Exchange (26 casks, ciders and
perries in the back room, £2.50 tokens). Rob (cellar manager), Anj (glasses) and Priya (tokens, money) post notes
into one chroma collection; the volunteers ask the helper, which queries the collection with ``n_results=2`` and
puts those two notes in front of the answer call.

Planted fault (RetrievalError, cut by the query's top-k): Rob's note of 2039-05-02 has the beer order in - Three Fells
4 firkins (Fellwalker x2, Pale x2); his note of 16th May has Three Fells dropping theirs on the dray Weds 15th, 4
firkins and the pump clips. His note of Sun 29/5 says Martin at Three Fells rang and they're chucking in 2 of their
new porter (Night Shift) for nowt, a thank you for beer of the festival last year - so 6 from them, and 2 more cooling
jackets needed. For the question that note ranks 3rd, behind the stillage note and the order, so the top 2 leave
it out. Question (Mon 13/6, Gaz, doing the stillage plan): "how many Three Fells casks have we got
coming? doing the stillage plan" -> expected 6 (4 ordered + 2 Night Shift porter thrown in). The assistant says 4.

Expected verdict: RetrievalError at chroma's query (the top-2 query, wrapped in fault()): the 29/5 note is in the
collection and the same query with a wider n_results finds it, but the app's top-k cut it from the context.
Asserted: the wider query returns it; the app's query does not and no context line mentions Night Shift or 6 from
them; the two 4-firkin notes are in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b164_chroma_beerfest_casks_count_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Sun 29/5 Rob - Martin rang from Three Fells, they're chucking in 2 of the new porter (Night Shift) for nowt "
         "as a thank you for beer of the fest last yr!! so 6 from them. need 2 more cooling jackets")
NOTES = [
    "2039-05-02 Rob - beer order's in!! 26 casks all told. Three Fells 4 firkins (Fellwalker x2, Pale x2), Hexley "
    "Brew Co 3, rest via the wholesaler. ciders separate",
    "9/5 Anj - glasses: 600 branded pints off Glassmasters, £3 deposit, halves on request",
    "16th may Rob - stillage going up thurs 16th from 9am, need 4 bodies w strong backs. Three Fells are dropping "
    "theirs on the dray weds 15th am, 4 firkins + pump clips",
    EXTRA,
    "2039-06-06T20:15 Priya - tokens printed, 3000, £2.50 each or 10 for £22. float £100 in the red tin",
]
TOP_K = 2

client = chromadb.EphemeralClient()
cellar = client.get_or_create_collection("hexley-beer-festival-2039",
                                         embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        cellar.add(ids=[f"note-{i:02d}"], documents=[text])

question = "how many Three Fells casks have we got coming? doing the stillage plan"
with turn_span("question Mon 13/6"):
    wide = cellar.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
    assert EXTRA in wide, wide
    with fault():
        hits = cellar.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Mon 13 June 2039. You are talking to Gaz, who is doing the stillage plan for the Hexley Beer "
               "and Cider Festival (Fri 17 - Sat 18 June)."] + hits
    assert EXTRA not in context and not any("Night Shift" in c or "6 from them" in c for c in context), context
    assert any("Three Fells 4 firkins" in c for c in context), context
    assert any("4 firkins + pump clips" in c for c in context), context
    reply = answer(question, context, mock="4 from Three Fells - 2 Fellwalker and 2 Pale, coming on their dray Weds "
                                           "15th in the morning.")
finish(question, expected="6 - the 4 ordered plus 2 Night Shift porter they're throwing in", actual=reply)
