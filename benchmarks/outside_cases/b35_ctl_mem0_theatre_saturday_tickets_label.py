"""Batch 35 (held out), control. An amateur theatre company's box office notes: mem0 Memory with infer=False (each
note stored as written; the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Pauline runs the box office for the Millbrook Players' "Blithe Spirit" (Memorial Hall, Thu 20 - Sat 22 March,
120 seats a night). She saves notes about sales and asks an assistant from mem0 searches (the question, then the
night and the block bookings). On Tue 11/3 Saturday stood at 112, including a block of 20 for the Rotary club. The
Rotary's ladies' night dinner turned out to be that same Saturday, so Geoff is bringing the 20 back and they go on
sale again; since then 4 more have sold online for Saturday. 112 - 20 + 4 = 96.

No fault planted. Question (Fri 14/3): "how many have we sold for sat night now?" The model answers 96, right per
memory. The label says 112, nearly full. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b35_ctl_mem0_theatre_saturday_tickets_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "millbrook-box-office"
NOTES = [
    ("2025-02-24", "tickets on sale! £12 / £10 concs, 120 a night, online thru TicketSource + the card shop on "
                   "Market St (cash only there)"),
    ("2025-03-04", "Geoff Rotary booked a block of 20 for sat 22nd, invoice to the Rotary treasurer, paid by cheque"),
    ("2025-03-11", "box office Tues 11/3: Thu 31, Fri 48, Sat 112 (that's with Geoff's 20). Sat nearly gone!!"),
    ("2025-03-11", "Thursday is slow - Pauline flyering the Co-op sat am, 2 for 1 for the WI on thurs?"),
    ("2025-03-12", "Geoff rang, v apologetic - their ladies' night dinner is sat 22nd after all, the hotel moved it, "
                   "so he's bringing the 20 back in tmrw. tearing up his cheque, seats go back up online"),
    ("2025-03-13", "the 20 are back up on TicketSource for sat. Fri now 53"),
    ("2025-03-14", "4 more sold online for sat overnight. Thu up to 40 w the WI deal"),
    ("2025-03-14", "raffle prizes so far: hamper from the Co-op, £20 voucher Bella's, meal for 2 at the Fox"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="millbrook-box-office"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many have we sold for sat night now?"
    with turn_span("question Fri 14/3"):
        hits = []
        for query in (question, "Saturday 22nd tickets sold box office", "Geoff Rotary block of 20 sat"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14/3/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("Sat 112 (that's with Geoff's 20)" in c for c in context), context
        assert any("he's bringing the 20 back in tmrw" in c for c in context), context
        assert any("4 more sold online for sat" in c for c in context), context
        reply = answer(question, context, mock="96 - it was 112 on Tuesday but that included the Rotary's 20, which "
                                               "Geoff brought back, and 4 more have gone online since. So 24 left.")
finish(question, expected="112, so it's nearly sold out", actual=reply)
