"""Batch 48 (held out), control. A family moving house: mem0 Memory (infer=False; offline embeddings from the
local model server; in-memory qdrant), search, one root span per note.

App: the Adeyemis (Funmi, Tunde) are buying 3 Orchard Close and selling 14 Elm Rd, March 2026. Funmi saves each
note about the move as it is (``memory.add(..., infer=False)``) and asks the assistant from a search. Completion
was first booked for Fri 27/3. Then the solicitor rang: the couple selling Orchard Close are waiting on their own
purchase, which won't go through before the weekend, so both ends happen on Mon 30/3, keys about 1pm; Bensons
moved the van to the Monday at no charge.

No fault planted. Question (Wed 25/3): "what day do we get the keys for Orchard Close?" The model answers Monday
the 30th, around 1, right per memory. The label says Friday 27th, the first completion date. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b48_ctl_mem0_moving_keys_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "adeyemi-move"
NOTES = [
    ("2026-03-02", "exchanged!!! completion fri 27/3 w Hartley & Co, keys from Hunters after 12 once the money's "
                   "through. Orchard Cl = 3 bed, 2 keys + garage"),
    ("2026-03-04", "Bensons booked - £640, 2 men + luton, thurs 26th pack kitchen + breakables, move day the 27th"),
    ("2026-03-09", "school run from Orchard Cl is 12 mins, Tunde timed it. kids' bus pass from April"),
    ("2026-03-16", "Hartleys rang. the couple selling Orchard Cl are waiting on their own purchase in Ledbury and "
                   "that won't go through before the wknd, so both ends happen mon 30th, keys about 1pm. rang "
                   "Bensons, they'll do mon, no charge, packing still thurs"),
    ("2026-03-18", "meter readings to do on the day. broadband at Orchard Cl - Openreach thurs 2/4 8-1"),
    ("2026-03-23", "booked the 30th off work, T too. kids to Mum's for the day"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="adeyemi"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what day do we get the keys for Orchard Close?"
    with turn_span("question Wed 25/3"):
        hits = memory.search(question, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 25 March 2026."] + [h["memory"] for h in hits]
        assert any("completion fri 27/3" in c for c in context), context
        assert any("both ends happen mon 30th, keys about 1pm" in c for c in context), context
        reply = answer(question, context, mock="Monday 30th March, about 1pm - the sellers' own move wasn't going "
                                               "to happen before the weekend, so both ends go through on the "
                                               "Monday.")
finish(question, expected="Friday the 27th, completion day", actual=reply)
