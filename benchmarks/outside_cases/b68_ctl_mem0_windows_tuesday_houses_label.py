"""Batch 68 (held out), control. A window-cleaning round: mem0 Memory with ``infer=False`` (notes stored as written;
local embeddings, in-memory qdrant), one root span per note.

App: Darren's window round in Hucclecote. He saves his round notes to mem0 as they are, and asks from a search. The
Tuesday list has 42 houses on it, but 31 and 33 Larkhay Rd are both sitting empty with for-sale boards up and he's
leaving them until somebody moves in, so he is doing 40 this Tuesday.

No fault planted. Question (Mon 8/4, his nephew Connor, who's helping): "how many houses are we doing on Tuesday?" The
model answers 40, right per memory. The label says 42, the number on the list. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b68_ctl_mem0_windows_tuesday_houses_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "darren-round"
NOTES = [
    ("2029-03-25", "tues round = Hucclecote Rd (odd side), Green Lane, Larkhay Rd + the close off it. 42 on the list, "
                   "about 6 hrs w a dinner break"),
    ("27/3", "Green Lane no.8 wants the frames doing too next time, quoted £6 extra, she said go on then"),
    ("Apr 1st", "Larkhay 31 + 33 both sat empty now, for sale boards up on both. no point doing them till someone's "
                "in - nobody to pay. leave em off"),
    ("3.4.29", "van in for the clutch thurs, borrowing Gaz's pickup, the pole fits if I take the end off"),
    ("2029-04-05", "Connor's coming out w me tues + weds in the Easter hols, £50 a day cash, he does the frames + "
                   "the doors"),
    ("6/4", "new customer Green Lane no.21, every 8 wks not 4, £14. start her next month"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="darren"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many houses are we doing on Tuesday?"
    with turn_span("question Mon 8/4"):
        hits = []
        for query in ("tuesday round houses on the list how many", "Larkhay Rd houses empty for sale",
                      "which houses to leave off the round"):
            hits += memory.search(query, top_k=50, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 8 April 2029. You are talking to Connor, Darren's nephew, who's helping on Tuesday."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("42 on the list" in c for c in context), context
        assert any("Larkhay 31 + 33 both sat empty" in c for c in context), context
        reply = answer(question, context, mock="40 - there are 42 on the Tuesday list, but 31 and 33 Larkhay Rd are "
                                               "empty and up for sale, so we're leaving those two off.")
finish(question, expected="42", actual=reply)
