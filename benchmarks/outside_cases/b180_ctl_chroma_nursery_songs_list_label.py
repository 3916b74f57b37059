"""Batch 180 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note
and one for the question.

App: Little Acorns nursery's graduation for the pre-school leavers is Fri 17th July 2043 in the church hall - gowns
and caps, songs, certificates, the photographer. The pre-school room's notes (Kelly, the room leader; Miss Bev, who
plays the keyboard; the office) go into one chroma collection; the helper answers staff from a query.

Memory: Kelly, 12/6: songs for graduation - Twinkle Twinkle with Makaton, the Goodbye Nursery song, Wind the Bobbin Up
and the Rainbow Song; the office, 2043-06-15T09:10: gowns ordered from Gowns4Little, yellow with green caps, 22;
Kelly, Tue 23rd Jun: we've given up on the rainbow one - half of them burst into tears at "sing a rainbow" every
single time, bless them - so it's Down in the Jungle instead, they love the wiggly bit; Miss Bev, Weds 24/6: she'll do
the keyboard, practising every morning after snack. Question (Fri 26/6, Miss Bev, printing the running order): "which
songs are they singing at the graduation? doing the running order for the programme" The assistant lists Twinkle
Twinkle (Makaton), the Goodbye Nursery song, Wind the Bobbin Up and Down in the Jungle. The label lists the 12/6 four,
with the Rainbow Song.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b180_ctl_chroma_nursery_songs_list_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "12/6 Kelly - songs for graduation 🎶 Twinkle Twinkle w Makaton, the Goodbye Nursery song, Wind the Bobbin Up + "
    "the Rainbow Song",
    "2043-06-15T09:10 office - gowns ordered from Gowns4Little, yellow w green caps, 22 of them, arriving w/c 13/7",
    "Tue 23rd Jun Kelly - we've given up on the rainbow one 😭 half of them burst into tears at 'sing a rainbow' every "
    "single time, bless them. Down in the Jungle instead, they love the wiggly bit 🐒",
    "Weds 24/6 Miss Bev - I'll do the keyboard, practising every morning after snack, certificates in the blue folder",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-graduation-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"room": "pre-school"}])

question = "which songs are they singing at the graduation? doing the running order for the programme"
with turn_span("question Fri 26/6"):
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 26 June 2043. You are talking to Miss Bev at Little Acorns nursery; the pre-school "
               "graduation is Fri 17 July."] + hits
    assert any("the Rainbow Song" in c for c in context), context
    assert any("given up on the rainbow one" in c and "Down in the Jungle" in c for c in context), context
    reply = answer(question, context, mock="Twinkle Twinkle with Makaton, the Goodbye Nursery song, Wind the Bobbin "
                                           "Up and Down in the Jungle.")
finish(question, expected="Twinkle Twinkle (Makaton), the Goodbye Nursery song, Wind the Bobbin Up, the Rainbow Song",
       actual=reply)
