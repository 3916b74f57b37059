"""Batch 43 (held out), control. A community minibus scheme's trip notes: mem0 Memory with infer=False (each note
stored as written; the local model server only embeds; in-memory qdrant), one root span per note.

App: Wharfedale Community Transport's coordinator Maureen keeps notes on the day trips in mem0 (user
"wct-trips"); the assistant answers from a search. The Bakewell trip (Thu 16 April, 14 seats, Pam driving) was
set up with a 9.15 pick-up at St Mark's church hall. Then Pam rang: the coach park at Bakewell is being resurfaced,
the only place to leave a minibus is the rec, and on market day that's full by half ten, so they're going from the
church hall at quarter to nine.

No fault planted. Question (Tue 14/4): "what time are we leaving the church hall for Bakewell on Thursday?" The
model answers 8.45, right per memory. The label says 9.15, the time first given. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b43_ctl_mem0_minibus_bakewell_departure_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wct-trips"
NOTES = [
    ("2026-03-02", "bakewell trip thurs 16/4 - 14 seats, £12 each, pick up 9.15 St Mark's church hall, Pam driving, "
                   "back for 4"),
    ("2026-03-09", "Bakewell: 9 booked so far, Mrs Akhtar + Mr Dent both need the lift, tell Pam"),
    ("2026-03-20", "lunch at the Rutland Arms for bakewell?? they do a 2 course for £14.50, need numbers wk before"),
    ("2026-03-27", "Chatsworth trip in may - Brian keen, find out group rate"),
    ("2026-04-08", "Pam rang - coach park at Bakewell's being resurfaced, only space for the bus is the rec and on "
                   "market day that's full by half 10, so we're going from the church hall at quarter to 9. she'll "
                   "ring round the ones w/o mobiles"),
    ("2026-04-09", "bakewell full now 14/14, 2 on the reserve list (Lomas, Okoro)"),
    ("2026-04-10", "Rutland Arms - 12 for lunch, 1 veggie, 1 no gluten. table for 1pm"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wct-trips"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time are we leaving the church hall for Bakewell on Thursday?"
    with turn_span("question Tue 14/4"):
        hits = memory.search(question, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 April 2026."] + [f"({h.get('metadata', {}).get('date')}) {h['memory']}"
                                                      for h in hits]
        assert any("pick up 9.15 St Mark's church hall" in c for c in context), context
        assert any("quarter to 9" in c for c in context), context
        reply = answer(question, context, mock="Quarter to nine from St Mark's - Pam's going earlier because the rec "
                                               "fills up by half ten on market day.")
finish(question, expected="9.15 from St Mark's", actual=reply)
