"""Batch 99 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored
as written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: the school office at St John's primary keeps notes about lost property and the uniform shop in mem0 (one
``memory.add(..., infer=False)`` per note); the PTA's helper answers parents.

Memory: lost property sits in the box by reception for two weeks, then anything without a name goes to the PTA's
preloved rail; Mrs Patel has had enough of the box (three bin bags of jumpers), a fortnight is far too long for
the space they've got, and after half term it's a week in the box then the rail; names in everything please,
iron-on labels £4 for 50 from the office. Question (Mon 3/11, a parent): "how long will my son's coat stay in the
lost property box? can't get in till next week" The assistant says a week, then it goes to the preloved rail. The
label says a fortnight.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b99_ctl_mem0_lost_property_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-johns-office"
NOTES = [
    ("5 Sept", "lost prop - sits in the box by reception 2 wks, then anything w no name goes to the PTA preloved "
               "rail. named stuff we ring home"),
    ("11/9/36", "iron-on name labels £4 for 50 at the office, Sharpie ok on PE kit"),
    ("Tues 14 Oct", "Mrs Patel's had enough of the lost prop box - 3 bin bags of jumpers!! a fortnight is way too "
                    "long for the space we've got, so after half term its 1 wk in the box then straight to the "
                    "rail"),
    ("20-10", "preloved rail is in the corridor by Oak class, open at pick up tues + thurs, £1 an item"),
    ("23/10", "half term 27-31 Oct, office shut, back mon 3/11"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: mem0 never asks the model


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st_johns_office"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"({day}) {note}"}], user_id=USER, infer=False,
                       metadata={"date": day})
    question = "how long will my son's coat stay in the lost property box? can't get in till next week"
    with turn_span("question Mon 3/11"):
        hits = memory.search("lost property box how long coat rail", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 November 2036. You are talking to a parent."] + [h["memory"] for h in hits]
        assert any("sits in the box by reception 2 wks" in c for c in context), context
        assert any("1 wk in the box then straight to the rail" in c for c in context), context
        reply = answer(question, context, mock="A week - since half term things stay in the box by reception for "
                                               "one week, then unnamed items go to the preloved rail by Oak class. "
                                               "If his coat's named, the office will ring you.")
finish(question, expected="a fortnight - two weeks in the box by reception", actual=reply)
