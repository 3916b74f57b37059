"""Batch 52 (held out), control. A community bus co-ordinator's booking notes: mem0 Memory (infer=False; the local
model server only embeds; in-memory qdrant), one root span per note.

App: Hazel co-ordinates Severn Rural Link, a volunteer community minibus. Bookings and bits of news for the Tuesday
Tesco run go into mem0 as she takes the calls (``memory.add(..., infer=False)``, one memory per note); the driver
asks the assistant the night before. For Tue 16 June the regulars booked are Mrs Ahmed, Bill and Joan Morgan, Mr
Price (wheelchair, tail lift) and Doreen: five. On the Friday Doreen's daughter rang: she has come up from Exeter to
stay for a fortnight and is taking her mum to the big Tesco in the car herself.

No fault planted. Question (Mon 15/6, the driver): "how many am I picking up for tesco tomorrow?" The model answers
4, right per memory. The label says 5, the number booked on the list. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b52_ctl_mem0_bus_tesco_passengers_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "severn-link-hazel"
NOTES = [
    ("2026-06-08", "Tues 16th Tesco run booked so far: Mrs Ahmed, Bill + Joan Morgan, Mr Price (wheelchair - tail "
                   "lift, bus 1 then), Doreen from Romsley. that's 5, room for more"),
    ("2026-06-09", "Mike back from being poorly, he's driving the 16th Tesco, Sheila the 23rd"),
    ("2026-06-10", "Mr Price asked can he bring his shopping trolley on wheels, yes if it folds"),
    ("2026-06-11", "Mrs Ahmed wants dropping at the pharmacy first, 5 mins, tell Mike"),
    ("2026-06-12", "Doreen's daughter rang fri - she's come up from Exeter for a fortnight and she's taking her mum "
                   "to the big Tesco in her own car on tues, so Doreen won't need us. back on the bus the 30th"),
    ("2026-06-12", "bus 1 tail lift a bit slow going up, keep an eye, Hollies garage if it gets worse"),
    ("13/06/2026", "Bill + Joan - Joan's fine for the 16th, they go to Tenerife the 22nd so the 16th is their last "
                   "one for a bit"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="severn-link"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many am I picking up for tesco tomorrow?"
    with turn_span("question Mon 15/6"):
        hits = memory.search("Tesco run tues 16th passengers booked", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 June 2026."] + [h["memory"] for h in hits]
        assert any("that's 5, room for more" in c for c in context), context
        assert any("Doreen won't need us" in c for c in context), context
        reply = answer(question, context, mock="4 - Mrs Ahmed, Bill and Joan, and Mr Price (tail lift). Doreen's "
                                               "daughter is driving her this week.")
finish(question, expected="5 passengers", actual=reply)
