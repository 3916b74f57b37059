"""Batch 203 (held out). A bell ringers' practice night: chromadb collection, one root span per note and one for the
question; the helper answers from the 3 nearest notes and the note that moved practice earlier is 4th.

App: Holy Trinity, Much Wenlock's ringers practise on Tuesday nights - learners first, then the band, methods set by
Ted (the tower captain), the pub after. Ann (the tower secretary) keeps her notes in one chroma collection; when
someone asks something, the helper queries it for the 3 nearest notes (``collection.query(..., n_results=3)``) and
answers from those.

Planted fault (RetrievalError, cut off by top-k): the first note (2046-03-06T22:00) has Tuesday practice starting at
7.45, done by 9, learners 7-7.45. Ann's note of Weds 28 Mar says the vicar wants the church locked up by 9 now
(insurance, since the lead went off the vestry roof), so from the next week they start at 7.30 and finish at 8.45,
learners half 6 to 7.30. For the visitor's question that note ranks 4th: the top 3 are the methods note, the first
note and the note about Sue's band coming over from Shifnal. Question (Thu 12/4, Martin, a ringer from Bridgnorth):
"what time does practice start on tues? coming over from Bridgnorth for the first time" -> expected 7.30 (learners
from half 6), not 7.45. The assistant says 7.45.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the Weds 28 Mar note is
in the collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw.
Asserted: the 4 nearest have the note; the 3 hits and the context have nothing on 7.30, the locking up or the lead;
the first note's "start time 7.45" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b203_chroma_bellringers_practice_start_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LATER = ("Weds 28 Mar - vicar says the church has to be locked up by 9 now (insurance, since the lead went off the "
         "vestry roof) so we'll start at 7.30 + finish 8.45 from next wk, learners half 6 - 7.30. pub after still the "
         "George")
NOTES = [
    ("2046-03-06T22:00 tues practice - start time 7.45, done by 9 as ever 🔔 learners 7-7.45 w/ Ted on the back 6. "
     "pub after - the George, Ted's round"),
    ("14/3 methods for tues practice - plain hunt on 5 for the learners, Grandsire doubles, Stedman if Ann's in, first "
     "time for Jo on the treble"),
    "22.3. ropes - 4th's sally is fraying, Ted's ordered a new one, ring her gently till it comes",
    LATER,
    "4.4. civic service sun 15th - ringing for the 10.30, meet in the tower at 10 sharp pls, the Mayor's coming",
    ("9/4 Sue's band from Shifnal are coming over for practice on tues 🙌 coffee + biscuits in the vestry at the break, "
     "Ann's baking"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("much-wenlock-ringers-2046",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"by": "Ann", "tower": "Much Wenlock"}])

question = "what time does practice start on tues? coming over from Bridgnorth for the first time"
with turn_span("question Thu 12/4"):
    wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert LATER in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 12 April 2046. You are talking to Martin, a ringer from Bridgnorth coming to Holy "
               "Trinity, Much Wenlock's Tuesday practice (Tue 17 April)."] + hits
    assert LATER not in context and not any(w in c.lower() for c in context
                                            for w in ("7.30", "locked up", "the lead", "half 6")), context
    assert any("start time 7.45, done by 9" in c for c in context), context
    reply = answer(question, context, mock="7.45 on Tuesday, through to 9 - the learners have the bells from 7 if "
                                           "you want to come early.")
finish(question, expected="7.30 (learners from half 6) - they finish at 8.45 now as the church has to be locked up "
                          "by 9", actual=reply)
