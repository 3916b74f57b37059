"""Batch 374 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per log entry and one for the question.

App: Harlow Creek Community Arena's booking log. Denise Gagnon (the booking clerk) puts each entry on Harlow Creek
Minor Hockey's block of prime ice into the arena's helper with ``memory.add(..., infer=False)``; the minor hockey
ice scheduler asks it what's left.

Memory: 2025-09-15 - minor hockey bought a 40 hr block of prime ice for Jan-Mar, paid in full; Jan. 10 - block: 26
hrs used so far, 14 left; Sat. Jan. 17 - the minor hockey tourney took 6 hrs off the block (08:00-14:00); Sat. Jan.
24 - arena closed all day, brine line leak under the ice, minor hockey's 2 hrs that day are cancelled and don't come
off the block. Question (Tue. Jan. 27, Steph, the minor hockey ice scheduler): "how many hrs do we have left on our
block? trying to slot in a makeup practice for the U13s" The assistant says 8 (14 left on Jan. 10, less the
tourney's 6; the 24th didn't come off). The label says 6 (taking the cancelled 2 hrs off as well).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b374_ctl_mem0_rink_minor_hockey_block_hours_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "harlow-creek-arena-bookings-denise"
ENTRIES = [
    ("2025-09-15", "2025-09-15 MINOR HOCKEY BLOCK 🏒 HCMH bought a 40 hr block of prime ice for Jan-Mar, paid in "
                   "full (cheque #4471). Steph's their ice scheduler, any changes go thru her"),
    ("Jan. 10", "Jan. 10 - HCMH block: 26 hrs used so far, 14 left. told Steph"),
    ("Sat. Jan. 17", "Sat. Jan. 17 - HCMH tourney took 6 hrs off the block (08:00-14:00), 8 teams, canteen sold out "
                     "of chili by noon 😅"),
    ("Sat. Jan. 24", "Sat. Jan. 24 - arena closed all day, brine line leak under the ice 😩 HCMH's 2 hrs today are "
                     "cancelled + DON'T come off the block, not their fault. Gord says fixed by Mon"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="harlow-creek-bookings-2026"))
    for i, (day, entry) in enumerate(ENTRIES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": entry}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many hrs do we have left on our block? trying to slot in a makeup practice for the U13s"
    with turn_span("question Tue. Jan. 27"):
        hits = []
        for query in ("minor hockey block hours left", "hours off the block", "cancelled ice time"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue. Jan. 27, 2026. You are talking to Steph, ice scheduler for Harlow Creek Minor Hockey "
                   "(HCMH), which has a block of prime ice at Harlow Creek Community Arena."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("26 hrs used so far, 14 left" in c for c in context), context
        assert any("tourney took 6 hrs off the block" in c for c in context), context
        assert any("DON'T come off the block" in c for c in context), context
        reply = answer(question, context, mock="8 hrs - you had 14 left on Jan. 10, the tourney took 6, and the 2 hrs "
                                               "cancelled on the 24th (brine leak) don't come off the block.")
finish(question, expected="6", actual=reply)
