"""Batch 45 (held out), control. A community library's volunteer notes: mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's offline embeddings), one root span per note.

App: Anne coordinates the volunteers at Millbrook Community Library and keeps her notes in mem0 (``memory.add(...,
infer=False)``); the assistant answers from a search. The Saturday desk rota for April - May was drawn up in March
with Bev down for 18/4 and 2/5. At the end of March Bev moved up to Leeds to live near her daughter (the team gave
her a card, flowers and a lemon cake on her last Saturday), and Raj offered to cover the 18th.

No fault planted. Question (Mon 13/4): "is Bev doing the desk on Saturday the 18th?" The model answers no (she's
moved to Leeds; Raj can do the 18th), right per memory. The label says yes, as the rota has her down. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b45_ctl_mem0_library_bev_saturday_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "millbrook-library"
NOTES = [
    ("2026-03-09", "Sat desk rota Apr-May: 4/4 Lorna, 11/4 Pat, 18/4 Bev, 25/4 Lorna, 2/5 Bev, 9/5 Pat. 9.30-12.30 "
                   "as ever, open up by 9.25 pls"),
    ("2026-03-16", "printer jammed AGAIN, council IT coming fri am, use the one in the back office till then"),
    ("2026-03-28", "Bev's last Saturday today :( she's off up to Leeds for good to be near her daughter, grandbaby "
                   "due in May. card + flowers from all of us + the lemon cake she likes. we'll miss her"),
    ("2026-04-01", "storytime weds 10.30 - Sunita, 14 kids last wk!! need more beanbags"),
    ("2026-04-06", "Raj says he can do sat 18th if we're stuck, not the 2nd tho (his lad's wedding)"),
    ("2026-04-08", "late opening weds til 7 from June - Pat + Kev, poster up in the window"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="millbrook"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is Bev doing the desk on Saturday the 18th?"
    with turn_span("question Mon 13/4"):
        hits = memory.search(question, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 April 2026."] + [f"({h.get('metadata', {}).get('date', '')}) {h['memory']}"
                                                     for h in hits]
        assert any("18/4 Bev" in c for c in context), context
        assert any("off up to Leeds for good" in c for c in context), context
        assert any("can do sat 18th" in c for c in context), context
        reply = answer(question, context, mock="No - Bev's moved up to Leeds to be near her daughter, her last "
                                               "Saturday was 28 March. Raj said he can do the 18th.")
finish(question, expected="Yes, she's on the rota for the 18th", actual=reply)
