"""Batch 153 (held out). A men's shed's bird box orders: chromadb collection, one root span per note and one each for
the clear-out and the question; the clear-out of finished orders deletes a note that is still needed.

App: Marsden Men's Shed builds bird boxes out of larch offcuts through the spring of 2037 (sold at £8 a box to the
allotments, the church bazaar, a school and a care home, the money going to shed funds). Ian, who does the orders,
keeps the shed's notes in one chroma collection with a ``kind`` (order, wood, tools) and, for orders, a ``status``
(open or done). On Mon 18/5 he clears out the orders that are done with ``collection.delete(where={"status":
"done"})`` so the helper only sees what's still to make.

Planted fault (DeletionError): the order note of 14/3 has Fernlea care home wanting 8 boxes for the residents'
garden, blue tit size, by the end of May. Ian's note of Sat 9/5, filed as a done order because it's mostly the
allotments' delivery (10 boxes dropped off, £80 in the tin), says he called in at Fernlea on the way back and
Jackie, the manager, asked could they have 4 more on top of their 8 - the dementia unit want some outside their
windows - and he said yes; and, in passing, that Ken's not in Thursday (his wife's poorly). The clear-out deletes it
with the other done orders. Question (Tue 19/5, Frank, cutting the fronts on Thursday): "how many boxes are we doing
for Fernlea? cutting the fronts thurs" -> expected 12 (their 8 plus 4 more for the dementia unit). The assistant
says 8.

Expected verdict: DeletionError at chroma.delete (the clear-out, wrapped in fault()): Ian's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided how
many boxes Fernlea are having. Asserted: the note is found before the delete and is gone from the collection and the
context after it; the 14/3 order (8 boxes) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b153_chroma_mensshed_boxes_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Sat 9/5 Ian - dropped the 10 off at the allotments, all paid, £80 in the tin. called in at Fernlea on the "
         "way back + Jackie (manager) asked can they have 4 more on top of their 8, the dementia unit want some "
         "outside their windows - said yes no bother. Ken's not in thurs, his wife's poorly")
NOTES = [
    ({"kind": "order", "status": "open"}, "14/3 Ian - Fernlea care home want 8 boxes for the residents' garden, £8 "
                                          "each, blue tit size (25mm hole), by end of may"),
    ({"kind": "order", "status": "open"}, "22.3. Frank - St Aidan's school want 12 for the eco garden, handover date "
                                          "tbc w Mrs Hollis"),
    ({"kind": "wood", "status": "n/a"}, "Weds 8 Apr Frank - 4 lengths of 6x1 rough sawn larch off Hirst's at cost, "
                                        "does abt 5 boxes a length. roofs out of the offcuts"),
    ({"kind": "order", "status": "done"}, "2037-04-20T11:00 Ian - church bazaar's 6 all sold, £48 to shed funds. "
                                          "vicar wants more for xmas"),
    ({"kind": "order", "status": "done"}, EXTRA),
    ({"kind": "tools", "status": "n/a"}, "Tue 12/5 Ian - bandsaw blade's gone again, jigsaw or the hand saws til the "
                                         "new one comes. hole saw's in the blue cupboard"),
    ({"kind": "order", "status": "done"}, "16th may Ian - allotments' money banked, £80"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marsden-shed-bird-boxes",
                                        embedding_function=offline.chroma_embedding_function())
for i, (meta, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[meta])

question = "how many boxes are we doing for Fernlea? cutting the fronts thurs"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert EXTRA in before, before

with turn_span("clear-out Mon 18/5"):
    with fault():
        notes.delete(where={"status": "done"})

with turn_span("question Tue 19/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 19 May 2037. You are talking to Frank at Marsden Men's Shed, who is cutting the bird "
               "box fronts on Thursday."] + hits
    assert EXTRA not in stored and not any("dementia" in c or "4 more" in c for c in stored + context), stored
    assert any("Fernlea care home want 8 boxes" in c for c in context), context
    reply = answer(question, context, mock="8 boxes for Fernlea - blue tit size with the 25mm hole, wanted by the "
                                           "end of May.")
finish(question, expected="12 - Fernlea's 8 plus 4 more for the dementia unit that Jackie asked for on 9/5",
       actual=reply)
