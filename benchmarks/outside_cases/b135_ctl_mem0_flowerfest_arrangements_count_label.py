"""Batch 135 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Pam, who runs All Saints' flower festival (Sat 19th - Sun 20th Sept, "Harvest of the Psalms"), keeps her notes
- arrangements, arrangers, stewards, the wholesaler - in mem0 with ``infer=False``, so each note is stored just as she
typed it; the helper answers from a search of them.

Memory: 2/9 themes sorted, 14 arrangements - 8 in the nave, the font, pulpit, lectern, 2 window sills and the porch -
all allocated, Joan on the pulpit; 9/9 Joan's hip's playing up and she can't manage the pulpit one, Pam asked round
and nobody can take it on this late, so they'll leave the pulpit plain with just the banner (Rev Sue's fine with
it); the stewards and the oasis. Question (Tue 15/9, Pam): "how many arrangements have we got now? numbering them for
the trail leaflet" The assistant says 13 (the pulpit's left plain). The label says 14 - in memory, the count from
2/9, before Joan dropped out.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b135_ctl_mem0_flowerfest_arrangements_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pam-all-saints-flowers"
NOTES = [
    ("2/9", "themes sorted!! 'Harvest of the Psalms', 14 arrangements - 8 in the nave, the font, pulpit, lectern, the "
            "2 window sills by the organ + the porch. all allocated, Joan on the pulpit as usual"),
    ("5/9", "stewards - 2 hr shifts sat 10-5 + sun 12-5, Mags doing the rota, need 18 names, got 12"),
    ("9/9", "Joan's hip's playing up, she can't manage the pulpit one bless her. asked round but nobody can take it "
            "on this late so we'll leave the pulpit plain, just the harvest banner. Rev Sue's fine w that"),
    ("Thu 10th", "oasis + chicken wire from the wholesaler in Wakefield £64.20, collect fri 18th 8am. buckets in "
                 "the vestry"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked to extract


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pam-all-saints-flowers"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many arrangements have we got now? numbering them for the trail leaflet"
    with turn_span("question Tue 15/9"):
        hits = memory.search("how many arrangements pulpit nave font", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 15 September 2037. You are talking to Pam, who runs All Saints' flower "
                   "festival."] + [h["memory"] for h in hits]
        assert any("14 arrangements" in c and "Joan on the pulpit" in c for c in context), context
        assert any("leave the pulpit plain" in c for c in context), context
        reply = answer(question, context, mock="13 - the pulpit's being left plain with just the banner now Joan "
                                               "can't do it, so 8 in the nave plus the font, lectern, 2 sills and "
                                               "the porch.")
finish(question, expected="14", actual=reply)
