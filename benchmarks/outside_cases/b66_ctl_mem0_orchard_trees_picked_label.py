"""Batch 66 (held out), control. A community orchard's picking log: mem0 Memory (infer=False, so each note is stored
as written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Jo, coordinator of Nympsfield Community Orchard, keeps a note per picking day in mem0 with ``memory.add(...,
infer=False)`` and asks from a search. The list for Sunday 22 Sept had nine trees: the six Bramleys on the top row,
the two russets by the gate and the Howgate Wonder. On the day the Bramleys and the russets were picked, but the
Howgate Wonder's apples were still hard and Ted said to give it another fortnight, so eight trees were picked.

No fault planted. Question (Tue 24/9, for the orchard newsletter): "how many trees did we pick on Sunday?" The
model answers eight, right per memory. The label says nine, the number on the list. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b66_ctl_mem0_orchard_trees_picked_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nympsfield-orchard"
NOTES = [
    ("2028-09-15", "picking list for sun 22/9: the 6 Bramleys on the top row, the 2 russets by the gate + the big "
                   "Howgate Wonder = 9 trees. need 8 pickers min, 2 on ladders"),
    ("Sept 18", "11 signed up for sun!! Anita bringing flapjack. Ted's long-arm pickers sharpened"),
    ("2028-09-22", "sun 22nd - done by 1. all 6 Bramleys + both russets stripped, 14 crates in the shed. the "
                   "Howgate's still rock hard, Ted bit one and pulled a face, so leave it a fortnight"),
    ("23/9", "crates weighed at Hollow Farm - 212 kg all in. 4 crates of windfalls kept apart for the press"),
    ("2028-09-23", "Discovery tree by the hedge has canker on 2 branches, Ted to cut back in Feb"),
    ("24.9.28", "newsletter - Anita doing the words, wants numbers: trees, crates, kg, pickers"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nympsfield-orchard"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many trees did we pick on Sunday?"
    with turn_span("question Tue 24/9"):
        hits = memory.search("Sunday 22nd picking trees picked Bramleys russets Howgate how many", top_k=20,
                             threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 24 September 2028. You are talking to Anita, who writes the orchard newsletter."] + \
                  [h["memory"] for h in hits]
        assert any("= 9 trees" in c for c in context), context
        assert any("all 6 Bramleys + both russets stripped" in c and "rock hard" in c for c in context), context
        reply = answer(question, context, mock="Eight - the six Bramleys and the two russets. The Howgate Wonder "
                                               "wasn't ready, so it's being left another fortnight.")
finish(question, expected="9 trees, everything on the list", actual=reply)
