"""Batch 213 (held out). A village hall's table tennis night: chromadb collection of notes, one root span per note
and one for the question; the helper answers from the 3 nearest notes and the hall committee's note that took a
table out ranks 4th.

App: Clunbury Table Tennis goes on every Tuesday, 7-10, in the village hall - the club's tables and two old ones from
the school, a challenge ladder on the board by the hatch, supper in the break. Phil (who runs it) keeps every note in
one chroma collection (metadata ``topic``: tables, ladder, supper, hall, subs); when someone asks, the helper takes
the 3 nearest notes (``collection.query(..., n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): the first note (2049-09-07T20:00) has six tables - the 4 good ones
and the 2 old ones from the school. The hall committee note of Tue 21st (heating on a timer till 10, keys from Jean
at no. 4) says, in passing, that the caretaker says table 4's hinge has gone, don't put it up, someone'll lose a
finger, the new one's not coming till after Christmas. For the question that note ranks 4th: the 3 nearest are
Ray's note about a doubles night, the first note and the subs note. Question (Tue 28/9, Dot, setting up
early): "how many tables are we putting up tonight? doing the ladder matches" -> expected 5 (table 4's out). The
assistant says 6.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the hall note is in
the collection and the same question's 4 nearest have it, but n_results cut it from the context the model saw.
Asserted: the 4 nearest have the hall note; the context has nothing on the hinge or table 4; the first note's "6
tables" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b213_chroma_tabletennis_tables_count_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HALL = ("Tue 21st hall cttee 🙄 - heating's on a timer now, goes off at 10 so don't hang about. keys from Jean at "
        "no. 4 if I'm late. ALSO the caretaker says table 4's hinge has gone, don't put it up, someone'll lose a "
        "finger - the new one's not coming till after xmas")
NOTES = [
    ("tables", "2049-09-07T20:00 TT NIGHT 🏓 back tues 7-10 in the village hall. 6 tables (the 4 good ones + the 2 "
               "old ones from the school), nets + posts in the blue box, ladder on the board by the hatch"),
    ("ladder", "ladder - Ray top again 🙄 Dot 2nd, Phil 3rd. u can challenge anyone up to 3 places above u, best of "
               "3 games to 11, write it up on the board after"),
    ("supper", "supper in the break, Pam's doing sausage rolls + tea, 50p in the jar"),
    ("hall", HALL),
    ("tables", "tables - the 2 school ones wobble, stick beer mats under the legs lol. put them up by the stage end "
               "where the floor's flat"),
    ("subs", "subs £3 a night or £25 for the term, juniors £1.50. Ken's got the tin"),
    ("ladder", "Weds 22.9. Ray - can we have a doubles night once a month instead of the ladder? we've got the tables "
               "for it"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clunbury-table-tennis-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"topic": topic, "by": "Phil"}])

question = "how many tables are we putting up tonight? doing the ladder matches"
with turn_span("question Tue 28/9"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert HALL in wider, wider
    with fault():
        hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Tue 28 Sept 2049. You are talking to Dot, who's setting up early for Clunbury Table Tennis "
               "in the village hall tonight."] + hits
    assert HALL not in context and not any(w in c.lower() for c in context for w in ("hinge", "table 4")), context
    assert any("6 tables (the 4 good ones + the 2 old ones from the school)" in c for c in context), context
    reply = answer(question, context, mock="6 - the 4 good ones plus the 2 old ones from the school (beer mats under "
                                           "the wobbly legs).")
finish(question, expected="5 - table 4's hinge has gone and the caretaker says not to put it up, so the 3 good ones "
                          "plus the 2 from the school", actual=reply)
