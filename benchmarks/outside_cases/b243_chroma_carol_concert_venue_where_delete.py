"""Batch 243 (held out). A community choir's carol concert: chromadb collection of the choir's notes, one root span
per note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a metadata filter,
the rehearsal notes once the rehearsals are over, and one of them also carried the concert's new venue.

App: Luddenden Valley Community Choir give their carol concert on Sat 16th Dec 2051 - two halves of carols and
readings, solos, mince pies and mulled wine in the interval, a retiring collection. Carol (the secretary) and Gill
(the musical director) file notes into one chroma collection (metadata ``kind``: concert, rehearsal, programme,
solos, collection); the helper answers members' and families' questions from the 4 nearest. After the last
rehearsal (Thurs 14th) Carol deletes the rehearsal notes with ``delete(where={"kind": "rehearsal"})``.

Planted fault (DeletionError): the concert note of 2051-10-12T21:00 has it at St Mary's church, 7pm, doors 6.30.
Carol's rehearsal note of Thurs 30th Nov starts with the rehearsal (sectionals, the basses to learn Gaudete) and
says, half way down, that the vicar rang - St Mary's boiler has packed in and the diocese can't get it fixed before
Christmas, so the concert is at the Methodist chapel on Towngate instead, same time, and they've got proper
heating. Carol's clear-out (Fri 15/12) deletes the rehearsal notes, that one with them. Question (Fri 15/12,
Pete, an alto's husband): "where's the carol concert tomorrow? bringing my mum, need to know where to drop her" ->
expected the Methodist chapel on Towngate (St Mary's boiler's broken). The assistant says St Mary's church.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thurs 30th Nov note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the Methodist chapel, Towngate or the boiler); the concert note's St Mary's is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b243_chroma_carol_concert_venue_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Thurs 30th Nov (Carol) - good rehearsal 🎶 sectionals, basses pls learn Gaudete for next wk!! oh + the "
         "vicar rang, St Mary's boiler's packed in + the diocese can't get it fixed b4 xmas so the concert's at the "
         "Methodist chapel on Towngate instead, same time, they've got proper heating at least. Gill's doing a new "
         "seating plan")
NOTES = [
    ("n1", "concert", "Carol", "2051-10-12T21:00 CAROL CONCERT 🎄 sat 16th dec, St Mary's church, 7pm, doors 6.30. "
                               "black + the red scarves, £8 on the door, kids free"),
    ("n2", "rehearsal", "Gill", "rehearsals thurs 7.30-9.30 at the school hall as usual, extra one sun 10th 2-4 "
                                "at St Mary's for the acoustic (bring a coat!!)"),
    ("n3", "programme", "Gill", "programme's nearly there - 2 halves, readings by the Brownies + the mayor (tbc)"),
    ("n4", "solos", "Gill", "solos: O Holy Night - Sue, Once in Royal - little Freya from the juniors (1st verse), "
                            "Bleak Midwinter v2 - Alan"),
    ("n5", "rehearsal", "Carol", MOVED),
    ("n6", "collection", "Carol", "retiring collection at the end, buckets by the door, Roger + Jean on them"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-choir-carols-2051",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(f"note-{nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where's the carol concert tomorrow? bringing my mum, need to know where to drop her"
with turn_span("clear-out Fri 15/12"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "rehearsal"})

with turn_span("question Fri 15/12"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 15 December 2051. You are talking to Pete, whose wife sings alto in Luddenden Valley "
               "Community Choir (carol concert Sat 16 Dec)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("methodist", "towngate", "boiler")), stored
    assert any("St Mary's church, 7pm, doors 6.30" in c for c in context), context
    reply = answer(question, context, mock="St Mary's church - it starts at 7, doors open at 6.30, so drop her off "
                                           "about then.")
finish(question, expected="the Methodist chapel on Towngate - St Mary's boiler's broken, same time", actual=reply)
