"""Batch 73 (held out), control. A couple's kitchen refit: mem0 Memory with ``infer=False`` (notes stored as
written; in-memory qdrant, the local model server's embeddings), one root span per note.

App: Ben and Alys log their kitchen refit notes (Hartley Kitchens, May - July 2031) into mem0 with ``infer=False``;
the assistant answers from a search. The quartz worktops: Stone Co come to template on Fri 6 June (the units have to
be fixed by then); Gary at Stone Co says fitting is 8 working days after the template, which is Wed 18 June, 8am
start, two fitters, half a day.

No fault planted. Question (Mon 2/6, Alys, booking a morning off): "what day are the worktops going in?" The model
answers Wednesday the 18th, right per memory. The label says Friday 6 June, the day Stone Co come to measure up.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b73_ctl_mem0_kitchen_worktop_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ben-alys-kitchen"
NOTES = [
    ("2031-04-14", "signed w Hartley's, £9,400 all in. rip out w/e 24/5, units in early June, tops after"),
    ("17 May", "quartz is 'Calacatta Nuvo' 20mm from Stone Co in Brimscombe, Gary's our man there. undermount "
               "sink so they need the actual sink at templating, not just the spec sheet"),
    ("22.5.31", "Stone Co booked to template fri 6/6 am - units MUST be fixed + level by then or they won't "
                "measure, Mick knows"),
    ("26/5", "Gary (Stone Co) rang back: fitting is 8 working days after the template, so wed 18/6, 8am start, "
             "2 fitters, half a day. no water that day, tap goes on after"),
    ("2031-05-28", "Dai's coming back for 2nd fix once the tops are in - sockets over the worktop + the hob"),
    ("1st June", "Alys's mum has the cat the week of the fit, drop her off sun"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kitchen-refit"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what day are the worktops going in?"
    with turn_span("question Mon 2/6"):
        hits = memory.search("quartz worktops Stone Co template fitting day", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 2 June 2031. You are talking to Alys."] + [h["memory"] for h in hits]
        assert any("template fri 6/6" in c for c in context), context
        assert any("wed 18/6, 8am start" in c for c in context), context
        reply = answer(question, context, mock="Wednesday 18 June - Stone Co fit them 8 working days after "
                                               "templating, 8am start, about half a day. No water that day.")
finish(question, expected="Fri 6th June", actual=reply)
