"""Batch 277 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lindley Pharmacy runs a repeat prescription service for its regulars - it orders the repeat from the surgery,
chases it, dispenses it and bags it for collection. Bev (the dispenser) puts her notes on each patient's repeat
into the pharmacy's helper with ``memory.add(..., infer=False)``; the helper answers patients and their families.

Memory: 2053-09-01T11:40 - Dennis Gledhill's 28-day repeat requested from Lindley surgery, usually 3 working days
so it'll be ready Thurs 4th after 2; Tue 2/9 - the surgery have queried his ramipril dose (he had a dizzy do at
the day centre) and Dr Patel has to sign it off, she's not in till Mon, so it won't be ready Thurs, more like Tues
9th after 2; 3.9. - the wholesaler's short on his Eliquis, ordered, in Fri a.m.; Fri 5 Sept - Mrs Gledhill rang,
she'll collect for him, remind her to sign the back. Question (Sat 6/9, Mrs Gledhill): "when can I pick up Dennis's
prescription? don't want a wasted trip on the bus" The assistant says Tuesday 9th after 2 (Dr Patel has to sign off
the ramipril first). The label says Thursday 4th after 2pm.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b277_ctl_mem0_pharmacy_repeat_ready_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lindley-pharmacy-repeats-bev"
NOTES = [
    ("2053-09-01T11:40", "2053-09-01T11:40 Dennis Gledhill - 28 day repeat requested from Lindley surgery 📋 "
                         "usually 3 working days so it'll be ready thurs 4th after 2. blister pack as usual"),
    ("Tue 2/9", "Tue 2/9 surgery have queried Dennis G's ramipril dose (he had a dizzy do at the day centre) + Dr "
                "Patel has to sign it off, she's not in till mon 😩 so it won't be ready thurs, more like tues 9th "
                "after 2"),
    ("3.9.", "3.9. wholesaler's short on the Eliquis 5mg, ordered Dennis's, should be in fri a.m. (fits w/ the 9th "
             "anyway)"),
    ("Fri 5 Sept", "Fri 5 Sept Mrs Gledhill rang, she'll collect for him, remind her to sign the back + bring his "
                   "old pack for the returns bin"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lindley-repeats-2053"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when can I pick up Dennis's prescription? don't want a wasted trip on the bus"
    with turn_span("question Sat 6/9"):
        hits = []
        for query in ("Dennis Gledhill repeat ready date", "when will the prescription be ready", "surgery delay"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 6 September 2053. You are talking to Mrs Gledhill, who collects her husband Dennis's "
                   "repeat prescription from Lindley Pharmacy."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("it'll be ready thurs 4th after 2" in c for c in context), context
        assert any("won't be ready thurs, more like tues 9th" in c for c in context), context
        reply = answer(question, context, mock="Tuesday 9th, after 2pm - the surgery needed Dr Patel to sign off his "
                                               "ramipril and she's not in till Monday.")
finish(question, expected="Thursday 4th, after 2pm", actual=reply)
