"""Batch 267 (held out). A school PTA's summer fair: chromadb collection of the PTA committee's notes, script style
(every call its own trace); once the float is back from the bank the treasurer deletes the float notes with a
``where`` filter, and one of them also carried the cake stall's new spot.

App: Holy Trinity C of E Primary's PTA hold their summer fair on Sat 25th June 2050, 12-3 on the school field -
tombola, cake stall, bouncy castle, the Year 6 welly wanging, a raffle, Mr Khan (the head) in the stocks. The
committee file notes into one chroma collection (metadata ``kind``: plan, stalls, float, volunteers, raffle); the
helper answers from the 4 nearest. Claire (the treasurer) clears out the float notes once she has the float.

Planted fault (DeletionError): Nicola's stalls note (2050-05-18T21:10) has the cake stall on the playground by the
climbing frame, the tombola by the gate, the bouncy castle on the field. Claire's float note of Weds 22/6 is about
the float (£200 in coins from the Halifax, 10 bags) and says, in the middle, that Mrs Baxter says the cakes can't go
on the playground again - the icing melted all over last year and the wasps - so the cake stall's in the school
hall by the stage this year, tables are already out. Claire's clear-out (Thu 23/6, float picked up) deletes the
float notes, that one with them. Question (Fri 24/6, Gill, running the cake stall): "where am I setting up the
cake stall tmrw? bringing 3 trays of traybakes + the urn" -> expected the school hall, by the stage. The assistant
says the playground by the climbing frame.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Claire's Weds 22/6 note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the hall, the stage or the wasps); the stalls note's "cake stall on the playground by
the climbing frame" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b267_chroma_pta_fair_cake_stall_where_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 22/6 Claire - float sorted, £200 in coins from the Halifax, 10 bags of £20, I'll pick up thurs. ALSO "
         "Mrs Baxter says the cakes can't go on the playground again - icing melted all over last yr + the wasps 🐝 "
         "- so the cake stall's in the school hall by the stage this yr, tables are already out")
NOTES = [
    ("plan", "Sarah", "2050-05-12 SUMMER FAIR 🎪 sat 25th june 12-3 on the field. Mr Khan's agreed to the stocks "
                      "(wet sponges 50p!!), Yr 6 doing welly wanging"),
    ("stalls", "Nicola", "2050-05-18T21:10 stalls - cake stall on the playground by the climbing frame, tombola by "
                         "the gate, bouncy castle on the field, face paints in the canopy. cake donations Fri after "
                         "school"),
    ("volunteers", "Nicola", "14/6 volunteers: Gill on cakes (+ Dawn from 1.30), Raj + Steph tombola, dads on the "
                             "BBQ, need 2 more for the stocks 😂"),
    ("float", "Claire", "10/6 float - need £200 in change, ordering from the Halifax, pick up nearer the time"),
    ("float", "Claire", MOVED),
    ("raffle", "Sarah", "Mon 20th raffle tickets back by weds pls!! top prize is the Alton Towers tickets"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("holy-trinity-pta-fair-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "where am I setting up the cake stall tmrw? bringing 3 trays of traybakes + the urn"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert MOVED in before, before
# Thu 23/6: float picked up, so Claire clears the float notes out
with fault():
    notes.delete(where={"kind": "float"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 24 June 2050. You are talking to Gill, who's running the cake stall at Holy Trinity PTA's "
           "summer fair (Sat 25 June, 12-3)."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("school hall", "stage", "wasps")), stored
assert any("cake stall on the playground by the climbing frame" in c for c in context), context
reply = answer(question, context, mock="On the playground, by the climbing frame - the tombola's by the gate if you "
                                       "need a hand carrying the urn.")
finish(question, expected="in the school hall by the stage - the icing melted on the playground last year",
       actual=reply)
