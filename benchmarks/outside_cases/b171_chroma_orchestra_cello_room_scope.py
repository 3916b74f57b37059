"""Batch 171 (held out). A youth orchestra's summer course notice board: chromadb collection, one root span per notice
and one for the question; the tutors' helper searches only the "rooms" board and misses the site notice that moved
the cellos.

App: Wyvern Youth Orchestra's summer course is Mon 1st - Sat 6th August 2039 at Hallam College - sectionals in the
music block in the mornings, full rehearsals in the main hall after lunch, the concert on the Saturday. Helen (course
admin) and Ray (the college's site manager) post notices into one chroma collection with a ``board`` in the metadata -
"rooms" for the room list, "site" for the college's own notices (parking, keys, anything broken). The tutors' helper
answers room questions from a query scoped with ``where={"board": "rooms"}``.

Planted fault (RetrievalError, scoped out by the query's where filter): Helen's 30/7 room list (rooms board) has the
sectionals - violins 1 in M1, violins 2 M2, violas M3, cellos + basses M4, wind in the main hall, brass in the sports
hall, percussion in the old gym. Ray's notice of Tue 2nd Aug, posted on the site board, says the roof's leaking over
M4 after last night's storm, there's a bucket on the piano, so the cellos and basses are in the drama studio for
sectionals the rest of the week - he's put the chairs and stands in, Helen knows. The rooms scope leaves it out.
Question (Weds 3/8, Anna, the cello tutor): "which room are my lot in for sectionals tmrw? I've got the spike boards
to drop off first thing" -> expected the drama studio (M4's roof is leaking). The assistant says M4.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Ray's notice is in the
collection and the same query without the where filter finds it, but the app's board scope cut it from the context.
Asserted: the unscoped query returns it; the scoped one does not and no context line mentions the leak or the drama
studio; Helen's cellos-in-M4 line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b171_chroma_orchestra_cello_room_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 2nd Aug Ray (site) - roof's leaking over M4 after last night's storm, bucket on the piano 🙄 roofers "
         "can't come till next wk. so cellos + basses are in the drama studio for sectionals rest of the week, I've "
         "put chairs + stands in. Helen knows")
NOTICES = [
    ("rooms", "30/7 Helen - sectionals rooms (mornings 9.30-12.30): vlns 1 M1, vlns 2 M2, violas M3, cellos + basses "
              "M4, wind in the main hall, brass in the sports hall (sorry!), perc in the old gym. tutti in the main "
              "hall after lunch, 2-5"),
    ("site", "2039-07-31T18:00 Ray (site) - parking for tutors behind the sports hall, students get dropped at the "
             "front loop NOT the staff car park. keys from reception, sign them back by 6 pls"),
    ("rooms", "Mon 1st Aug Helen - practice rooms P1-P6 free 5-6 for anyone who wants them, book on the sheet on the "
              "music office door"),
    ("site", MOVED),
    ("rooms", "2/8 Helen - Thurs sectionals finish 12 not 12.30 as the photographer's in at 12.15 for the whole "
              "orchestra pic on the main hall steps"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("wyvern-yo-summer-course-2039",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTICES, 1):
    with turn_span(f"notice-{i}"):
        board.add(ids=[f"notice-{i}"], documents=[text], metadatas=[{"board": kind}])

question = "which room are my lot in for sectionals tmrw? I've got the spike boards to drop off first thing"
with turn_span("question Weds 3/8"):
    everything = board.query(query_texts=[question], n_results=len(NOTICES))["documents"][0]
    assert MOVED in everything, everything
    with fault():
        found = board.query(query_texts=[question], n_results=3, where={"board": "rooms"})
    hits = found["documents"][0]
    context = ["Today is Weds 3 August 2039. You are talking to Anna, the cello tutor on Wyvern Youth Orchestra's "
               "summer course at Hallam College (Mon 1 - Sat 6 August)."] + hits
    assert MOVED not in context and not any("leak" in c or "drama studio" in c for c in context), context
    assert any("cellos + basses M4" in c for c in context), context
    reply = answer(question, context, mock="M4 in the music block - cellos and basses are in there for sectionals, "
                                           "9.30 till 12 tomorrow because of the photo.")
finish(question, expected="the drama studio - M4's roof is leaking, so cellos and basses are in there the rest of "
                          "the week", actual=reply)
