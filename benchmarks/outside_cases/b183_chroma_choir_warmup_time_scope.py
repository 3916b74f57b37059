"""Batch 183 (held out). A choir's spring concert: chromadb collection, one root span per note and one for the
question; the helper for members queries only the notes marked for members, and the vicar's note that moved the
warm-up was typed up in the committee meeting and marked for the committee.

App: Wrekin Voices' spring concert is Sat 28th March 2043 at St Michael's, Madeley - doors 7, start 7.30, tickets
£10, risers borrowed from the high school. Jean (the choir secretary) keeps the concert's notes in one chroma
collection, each with ``for`` = "members" or "committee"; the helper that answers members queries with
``where={"for": "members"}`` so the committee's money and raffle chatter stays out of the prompt.

Planted fault (RetrievalError, cut by the query's scope): the plan (14/3, for members) has risers up from 5 and the
warm-up at 6.15 in the church. Jean's note of Weds 18 Mar (typed in the committee meeting, for the committee) says
the vicar rang: there's a funeral tea in the church hall + church till 6 on the 28th, so nobody in before then -
risers in at 6, the warm-up'll be half 6, Trevor's ok with it. The members-only query can't see it. Question (Thu
26/3, Sheila, alto): "what time do we need to be at St Michael's sat for the warm-up? sorting a lift w Pam" ->
expected half 6 (6.30pm; the church has a funeral tea till 6). The assistant says 6.15.

Expected verdict: RetrievalError at chroma's query (the members-only query, wrapped in fault()): the vicar's note is
in the collection and the same query without the where filter has it in its top 4, but the filter kept it out of the
context the model saw. Asserted: the unfiltered top 4 has the note; the filtered hits do not, and no context line
mentions the funeral tea, the vicar or half 6; the plan (warm-up 6.15) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b183_chroma_choir_warmup_time_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VICAR = ("Weds 18 Mar - vicar rang 😬 there's a funeral tea in the church hall + church till 6 on the 28th, so nobody "
         "in before then. risers in at 6 + the warm-up'll have to be half 6 instead. Trevor ok with that")
NOTES = [
    ("members", "14/3", "SPRING CONCERT sat 28/3 St Michael's Madeley 🎶 doors 7, start 7.30. risers up from 5, "
                        "warm-up 6.15 in the church. all in black, red scarves"),
    ("committee", "2043-03-16T20:40", "tickets - 140 sold, £10/£5 kids, Pam's got the float. programmes being done "
                                      "by Dave at work, 200 copies"),
    ("committee", "Weds 18 Mar", VICAR),
    ("members", "19/3", "risers - borrowing the high school's, Mr Evans says collect fri after 3.30, need 4 blokes + a "
                        "van. sat we need them up at St Michael's for the warm-up"),
    ("committee", "Sat 21st", "raffle prizes so far: M&S hamper, a meal at the Swan, Trevor's signed CD lol"),
    ("members", "Sun 22nd", "car sharing - Pam can take 3 from Dawley, Ken 2 from Oakengates. sort it on the "
                            "whatsapp"),
]
MEMBERS = {"for": "members"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wrekin-voices-spring-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (scope, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"for": scope, "date": day}])

question = "what time do we need to be at St Michael's sat for the warm-up? sorting a lift w Pam"
with turn_span("question Thu 26/3"):
    wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert VICAR in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=4, where=MEMBERS)
    hits = found["documents"][0]
    context = ["Today is Thu 26 March 2043. You are talking to Sheila, an alto in Wrekin Voices; the spring concert "
               "is Sat 28 March at St Michael's, Madeley."] + hits
    assert VICAR not in context and not any(w in c.lower() for c in context
                                            for w in ("funeral", "half 6", "vicar")), context
    assert any("warm-up 6.15 in the church" in c for c in context), context
    reply = answer(question, context, mock="Warm-up is at 6.15 in the church, so aim to be there just before.")
finish(question, expected="half 6 (6.30pm) - there's a funeral tea in the church till 6, so the warm-up moved",
       actual=reply)
