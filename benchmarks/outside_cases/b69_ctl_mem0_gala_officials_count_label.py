"""Batch 69 (held out), control. A community swimming club's gala: mem0 Memory with ``infer=False`` (notes stored as
written; local embeddings, in-memory qdrant), one root span per note.

App: Debbie, gala secretary of Stourport Otters SC, saves her gala notes to mem0 as they are and asks from a search.
As host club the Otters are meant to put out 6 officials on Sat 17/11: Lorraine (starter), Mike (judge of stroke)
and four timekeepers, Sue, Gary, Anita and Phil. But Gary is on nights that week and can't be poolside at 8 in the
morning straight off a twelve-hour shift, so 5 of them are coming.

No fault planted. Question (Thu 15/11, Alan, the referee): "how many officials are the Otters putting out on
saturday?" The model answers 5, right per memory. The label says 6, the number the host club is meant to find.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b69_ctl_mem0_gala_officials_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "otters-gala-sec"
NOTES = [
    ("2029-10-20", "as host club we're meant to find 6 officials for the 17th, Alan (referee) is from Bromsgrove so "
                   "doesn't count as ours"),
    ("24/10", "officials so far: Lorraine - starter (she's got her ticket now), Mike - judge of stroke, timekeepers "
              "Sue, Gary, Anita + Phil. whistles + stopwatches in the blue box"),
    ("Nov 2nd", "lane timekeeper sheets printed, 2 per lane, clipboards from the school"),
    ("7.11.29", "Gary's on nights all that week at the depot, he'd be coming straight off a 12 hr shift at 7am. told "
                "him no way, go to bed. gutted, he loves a gala"),
    ("2029-11-10", "officials' lunch - Gary's wife is doing the sandwiches anyway bless her, tell the tuck shop"),
    ("12/11", "Anita asked if she can do the 1st half only, collecting her mum from Worcester at 12 - fine, she's "
              "off at 11 anyway when session 1 finishes"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="otters-gala"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many officials are the Otters putting out on saturday?"
    with turn_span("question Thu 15/11"):
        hits = []
        for query in ("officials for the gala how many", "timekeepers starter judge of stroke names",
                      "who can't make the gala"):
            hits += memory.search(query, top_k=50, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 15 November 2029. You are talking to Alan, the referee for Saturday's gala."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("meant to find 6 officials" in c for c in context), context
        assert any("timekeepers Sue, Gary, Anita + Phil" in c for c in context), context
        assert any("Gary's on nights" in c for c in context), context
        reply = answer(question, context, mock="5 - Lorraine starting, Mike on judge of stroke, and Sue, Anita and "
                                               "Phil timekeeping. Gary's on nights that week so he's not coming.")
finish(question, expected="6", actual=reply)
