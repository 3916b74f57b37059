"""Batch 56 (held out), control. A wedding florist's order book: mem0 Memory (infer=False; the local model server
only embeds; in-memory qdrant), one root span per note.

App: Nikki at Petal & Stem keeps her notes in mem0 as she goes (``memory.add(..., infer=False)``, one memory per
note). Priya Patel's wedding is on Saturday 12 September at Wethersfield Barn; the barn has a wedding of its own on
the Friday daytime but lets suppliers in from 4pm the day before, and with a 4 m floral arch and 14 tables Nikki
will do the set-up on the Friday evening and only bring the bouquets on the morning.

No fault planted. Question (Mon 7/9, Nikki's helper Jas): "what day are we setting up at Wethersfield Barn for the
Patel wedding?" The model answers Friday 11th, from 4pm, right per memory. The label says Saturday 12 September,
the wedding day. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b56_ctl_mem0_florist_patel_setup_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "petal-and-stem-sept"
NOTES = [
    ("2026-07-01", "Patel consult - wedding sat 12/9 @ Wethersfield Barn, ceremony 1pm. 4m arch (marigold + "
                   "hot pink roses + gypsophila clouds), 14 round tables, bride bouquet + 5 maids. quote £2,860"),
    ("2026-07-03", "Patel dep £800 in, balance by 29/8"),
    ("2026-07-20", "rang the barn (Lucy) - they've got another do on the fri in the day but suppliers can get in "
                   "from 4pm the day before, so arch + tables go up fri eve, I just bring the bouquets sat am. "
                   "Jas says she's free to help 4-9"),
    ("2026-08-04", "Wethersfield - no naked flames, no glitter, no confetti cannons. Lucy's mobile 07700 900412"),
    ("2026-08-19", "Dutch order for Patel in w/c 7/9 - 400 hot pink roses, 60 bunches gyp, marigold garlands from "
                   "the Indian shop on Bell St (Sunita)"),
    ("2026-08-29", "Patel balance pd £2,060 👍"),
    ("06.09.26", "van booked in for a valet thurs 10th, it STINKS of lilies"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="petal-stem-sept"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day are we setting up at Wethersfield Barn for the Patel wedding?"
    with turn_span("question Mon 7/9"):
        hits = memory.search("Patel wedding Wethersfield Barn set up arch tables day", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 7 September 2026."] + [h["memory"] for h in hits]
        assert any("wedding sat 12/9 @ Wethersfield Barn" in c for c in context), context
        assert any("from 4pm the day before" in c for c in context), context
        reply = answer(question, context, mock="Friday the 11th - the barn lets us in from 4pm, so the arch and "
                                               "tables go up Friday evening. Bouquets go Saturday morning.")
finish(question, expected="Saturday 12th September, on the wedding day", actual=reply)
