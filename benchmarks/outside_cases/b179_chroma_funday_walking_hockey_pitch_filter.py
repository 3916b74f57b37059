"""Batch 179 (held out). A hockey club's family fun day: chromadb collection, one root span per note and one for the
question; the helper narrows its query to the "games" notes and misses the groundsman's note that moved a game.

App: Severnside Hockey Club's family fun day is Sun 7th June 2043 at the club - three pitches, walking hockey, a
parents v kids match, penalty flicks, a bouncy castle and a barbecue by the clubhouse. Sarah (who organises it),
Mick (the groundsman) and Dave (barbecue) post notes into one chroma collection with a ``topic`` in the metadata
("games", "pitches", "food", "general"). The helper answers members from a query narrowed with
``where={"topic": ...}`` to the topic it reckons the question is about - a question that mentions a game goes to
"games".

Planted fault (RetrievalError, the query's filter cuts the record): Sarah's games note of 14/3 has walking hockey on
pitch 2 at 11. Mick's note of Tue 2nd June (topic "pitches") says pitch 2's being re-carpeted - the contractors are in
till mid-June, it's all taped off - so walking hockey and the parents v kids match move to pitch 3, the sand one by
the car park; the barbecue stays by the clubhouse. The question's query is filtered to topic "games", so Mick's note
is never a candidate. Question (Thurs 4/6, Gill, a vets' player): "which pitch is the walking hockey on? bringing my
dad, he'll want to park close" -> expected pitch 3, the sand one by the car park (pitch 2's being re-carpeted). The
assistant says pitch 2.

Expected verdict: RetrievalError at chroma's query (the topic-filtered query, wrapped in fault()): Mick's note is in
the collection and the same query without the filter finds it in the top 3, but the filter cut it from the context
the model saw. Asserted: the unfiltered top 3 has the note; the filtered result does not and no context line mentions
pitch 3, the re-carpeting or the car park; the 14/3 games note ("walking hockey on pitch 2 at 11") is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b179_chroma_funday_walking_hockey_pitch_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 2nd June Mick - pitch 2's being re-carpeted 🙄 contractors in till mid june, it's all taped off. so "
         "walking hockey + the parents v kids match are on pitch 3 (the sand one by the car park) instead. bbq stays "
         "by the clubhouse")
NOTES = [
    ("general", "2043-02-20T19:30 Sarah - family fun day sun 7th june 🏑 11-4ish at the club, free entry, all "
                "sections + families, bouncy castle on the grass"),
    ("games", "14/3 Sarah - games: walking hockey on pitch 2 at 11, parents v kids 2pm, penalty flicks comp all day "
              "by the clubhouse (£1 a go), mini hockey for the under 8s on pitch 1"),
    ("food", "Weds 8 Apr Dave - bbq from 12, burgers + hot dogs £3, veggie ones too, I'll need 2 on the tongs"),
    ("pitches", MOVED),
    ("games", "22.5. Sarah - prizes for the penalty flicks: a new stick from Hockey Direct + 2 cinema tickets"),
    ("general", "16th may Sarah - raffle + cake stall in the clubhouse, Gill's doing the teas 8.30-5 rota"),
]
GAMES = {"topic": "games"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("severnside-funday-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"topic": topic}])

question = "which pitch is the walking hockey on? bringing my dad, he'll want to park close"
with turn_span("question Thurs 4/6"):
    wider = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where=GAMES)
    hits = found["documents"][0]
    context = ["Today is Thurs 4 June 2043. You are talking to Gill, a vets' player at Severnside Hockey Club; the "
               "family fun day is Sun 7 June."] + hits
    assert MOVED not in context and not any("pitch 3" in c or "re-carpeted" in c or "car park" in c
                                            for c in context), context
    assert any("walking hockey on pitch 2 at 11" in c for c in context), context
    reply = answer(question, context, mock="Pitch 2 - walking hockey's on there at 11.")
finish(question, expected="pitch 3, the sand one by the car park - pitch 2's being re-carpeted", actual=reply)
