"""Batch 316 (held out). A kayak hire on a canal: chromadb collection of the hire's staff notes, script style (every
call its own trace); Sam's Monday clear-out deletes, with a ``where`` filter, the bookings notes he has texted out,
and one of them also carried the move to a different slipway.

App: Calder Paddle Hire rent out kayaks and open canoes from Hebden Bridge marina on the Rochdale Canal, May to
September - singles and doubles by the two hours or the half day, buoyancy aids on, no going through the locks.
Dan (the owner) and Sam (who runs the bookings) file notes into one chroma collection with metadata ``kind``
(info, prices, safety, bookings, kit); every Monday Sam texts out the week's confirmations and deletes the bookings
notes with ``where={"kind": "bookings"}``. The helper answers customers from the 4 nearest notes.

Planted fault (DeletionError): Dan's info note (2051-04-28T09:30) has the hire launching from the marina slipway
behind the visitor centre, meet at the blue container. Sam's bookings note of Sat 10th June starts with the weekend's
bookings (the Patels' two doubles, Mr Grey's single, the DofE lot cancelled) and says, NB, that the Canal & River
Trust have shut the marina slipway and that bit of towpath for the wall repairs till the end of June, so they're
launching from the Stubbing Wharf slipway by the pub, the van takes the boats up at 9 - tell everyone who rings.
Sam's clear-out (Mon 12/6) deletes the bookings notes, that one with them. Question (Fri 16/6, a customer): "where do
we pick the kayaks up on sunday? we've booked 2 doubles for 10, coming over from Leeds" -> expected the Stubbing
Wharf slipway by the pub (the marina slipway's shut for the CRT wall repairs till the end of June). The assistant
says the marina slipway behind the visitor centre.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Sam's Sat 10th June note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the Stubbing Wharf, the CRT or the wall repairs); the info note's marina slipway is in
the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b316_chroma_kayak_launch_place_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVE = ("Sat 10th June bookings - 2 doubles for the Patels sun 10am, Mr Grey single 2pm, DofE lot cancelled (refund "
        "done). NB CRT have shut the marina slipway + that bit of towpath for the wall repairs till the end of june 😩 "
        "so we're launching from the Stubbing Wharf slipway (by the pub), van takes the boats up at 9, meet people "
        "there. tell everyone who rings!!")
NOTES = [
    ("info", "Dan", "2051-04-28T09:30 SEASON 🛶 open from sat 6th may, weds-sun 9.30-5, last boats out 3.30. we launch "
                    "from the marina slipway behind the visitor centre, meet people at the blue container"),
    ("prices", "Dan", "1/5 - singles £20 for 2 hrs, doubles £35, half day (4 hrs) £30 / £50. £20 deposit on a card, "
                      "back when the boat is"),
    ("safety", "Dan", "buoyancy aids on at ALL times, no going thru the locks - turn round at lock 9 or before. under "
                      "14s in a double w/ an adult only"),
    ("bookings", "Sam", "w/c 29/5 bookings - tues 3 doubles for the Harrisons 10am, thurs school group 12 singles "
                        "(rang to confirm), sat hen do 4 doubles 1pm - told them no prosecco in the boats 😂"),
    ("bookings", "Sam", MOVE),
    ("kit", "Sam", "wetsuits not needed in summer really but there's 6 in the container if anyone asks, dry bags £2 "
                   "to hire, phones in them or they're going in the cut"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-paddle-hire-2051",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "by": who} for k, who, _ in NOTES])

question = "where do we pick the kayaks up on sunday? we've booked 2 doubles for 10, coming over from Leeds"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert MOVE in before, before

# Mon 12/6: confirmations texted, Sam clears the bookings notes out
with fault():
    notes.delete(where={"kind": "bookings"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 16 June 2051. You are answering a customer of Calder Paddle Hire (Hebden Bridge) who has "
           "booked for Sunday 18 June."] + hits
assert MOVE not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("stubbing", "crt", "wall repairs")), stored
assert any("launch from the marina slipway behind the visitor centre" in c for c in context), context
reply = answer(question, context, mock="At the marina slipway behind the visitor centre in Hebden Bridge - look for "
                                       "the blue container, we'll meet you there.")
finish(question, expected="the Stubbing Wharf slipway by the pub - the marina slipway's shut for the CRT wall repairs "
                          "till the end of June", actual=reply)
