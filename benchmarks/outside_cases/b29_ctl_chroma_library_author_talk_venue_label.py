"""Batch 29 (held out), control. A community library's events notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Helen, who coordinates the volunteers at Burwell Community Library, keeps event, loan and rota notes in a
collection (metadata ``{"kind", "day"}``) and asks the assistant from a query. The local author Sarah Hale is
giving a talk on her novel The Fen Orchard on Thursday 12 June at 7pm, first planned for the library's main room.
Sixty-two tickets sold; the main room holds forty at most under its fire certificate, and the vicar let them have
St Mary's church hall across the road, same time, with a sign on the library door.

No fault planted. Question (Tue 10/6): "where's Sarah Hale's talk on Thurs? someone's asked on FB". The model
answers St Mary's church hall over the road, right per memory. The label says the library's main room, where it
was first planned. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b29_ctl_chroma_library_author_talk_venue_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20250422, "event", "Author evening - Sarah Hale (The Fen Orchard, her 2nd) Thu 12 June 7pm, main room, tix £5 "
                        "incl a glass of wine, Burwell Books doing the signing table"),
    (20250429, "loan", "The Fen Orchard - 3 copies on order for the reserve list, 11 people waiting!"),
    (20250506, "rota", "Author night helpers: Pat on the door, Sid + Margaret on wine, me intro"),
    (20250520, "event", "Sarah Hale tix - 41 sold already. Main room's 40 tops on the fire cert, Keith checked the "
                        "notice. Eek"),
    (20250527, "event", "Rang Rev Tom - fine for us to have St Mary's church hall over the road for Sarah's night, "
                        "same time, £30 for the heating + we stack the chairs. Sign on our door pointing across"),
    (20250530, "admin", "Church hall key from the vicarage after 5 on the day"),
    (20250603, "event", "62 sold for Sarah Hale!! glad we've got the big hall. Need more wine - 12 bottles from "
                        "Booker"),
    (20250605, "event", "Children's craft morning Sat 14/6 10-12 in the main room, summer reading challenge launch"),
    (20250609, "loan", "Large print spinner arrived, put it by the window"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("burwell-library", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "where's Sarah Hale's talk on Thurs? someone's asked on FB"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Tue 10/6/25."] + hits
assert any("Thu 12 June 7pm, main room" in c for c in context), context
assert any("St Mary's church hall over the road for Sarah's night" in c for c in context), context
reply = answer(question, context, mock="St Mary's church hall, over the road from the library - 7pm on Thursday. "
                                       "There'll be a sign on the library door pointing across.")
finish(question, expected="In the main room at the library", actual=reply)
