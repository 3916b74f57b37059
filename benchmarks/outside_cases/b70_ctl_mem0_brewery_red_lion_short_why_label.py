"""Batch 70 (held out), control. A small brewery's deliveries: mem0 Memory (infer=False, each note stored as
written; in-memory qdrant with the local model's offline embeddings), search, one root span per note.

App: Sal at Stroud Valley Ales keeps the brewery's delivery notes in mem0. The Red Lion at Nailsworth ordered six
casks for Tue 4 June (4 Bitter, 2 Porter); only the four Bitter went, because the Porter hadn't cleared yet and Mike
won't send a cask out cloudy; the two Porter go on next week's run. Separately, an older note says the Red Lion's
cellar is tiny (8 casks on the stillage), so don't overload it.

No fault planted. Question (Fri 7/6, Sal, answering the landlord's email): "why did the Red Lion only get 4 of the 6
casks on tuesday?" The model answers: the Porter wasn't clear yet, right per memory. The label says their cellar was
too full to take them. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b70_ctl_mem0_brewery_red_lion_short_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stroud-valley-ales"
NOTES = [
    ("12/3/30", "Red Lion Nailsworth - new landlord Gareth, wants Bitter + Porter regular. cellar's TINY, 8 on the "
                "stillage max, so don't overdo it, ring before u load"),
    ("2030-05-20", "Porter brew 2 in the FV, Mike says 2 wks in cask before it drops bright. cask conditioning is a "
                   "pain in this heat"),
    ("28.5", "Red Lion order for tues 4th: 4 x Bitter, 2 x Porter. Gareth rang it in, he's got a band on sat"),
    ("4 June", "Red Lion done - 4 Bitter on, the 2 Porter stayed here, still hazy as anything, Mike won't let a "
               "cloudy cask out the door w our name on it. they go on next tues run. Gareth ok about it, had 3 "
               "empties for us"),
    ("Jun 5", "Woolpack wants 2 more Golden for the wknd, fit them on fri"),
    ("6/6/30", "invoice Red Lion £348 for the 4 Bitter only, Porter gets invoiced when it goes"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sva-notes"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why did the Red Lion only get 4 of the 6 casks on tuesday?"
    with turn_span("question Fri 7/6"):
        hits = memory.search("Red Lion casks tuesday order short Porter Bitter cellar", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 June 2030. You are talking to Sal, who is replying to the Red Lion's landlord."]
        context += [h["memory"] for h in hits]
        assert any("still hazy as anything" in c for c in context), context
        assert any("cellar's TINY" in c for c in context), context
        reply = answer(question, context, mock="The two Porter weren't ready - still hazy, and Mike won't send a "
                                               "cloudy cask out. They're going on next Tuesday's run.")
finish(question, expected="there wasn't room in their cellar for all six", actual=reply)
