"""Batch 55 (held out), control. A mobile hairdresser's client notes: mem0 Memory (infer=False; the local model
server only embeds; in-memory qdrant), one root span per note.

App: Dee (Dee's Mobile Hair, villages near Malton) keeps her client notes in mem0 as she goes
(``memory.add(..., infer=False)``, one memory per note). Mrs Patel has a colour every four weeks. In April her scalp
went itchy after the colour and Dee did a patch test, which came up clear, and she carried on. Mrs Patel is away in
Gujarat from mid-May to 20 June for her nephew's wedding, so there is nothing booked for her in June.

No fault planted. Question (Mon 8/6, Dee's sister covering a day): "why isn't Mrs Patel booked in this month?" The
model answers that she's in India for a family wedding, right per memory. The label says her scalp reacted to the
colour, which was the April worry. Expected verdict: AnnotationError (the label is wrong); no memory operation is
at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b55_ctl_mem0_hair_patel_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dees-mobile-hair"
NOTES = [
    ("2026-03-30", "Mrs Patel (Kirkby Misperton) - colour every 4 wks, 5.0 + 6.0 mix, cut every other time, thurs "
                   "pm. her husband makes the best samosas"),
    ("2026-04-23", "Mrs P said her scalp was itchy for 2 days after the last colour :( patch test behind the ear "
                   "next time before I do anything"),
    ("2026-04-30", "patch test Mrs Patel 48 hrs - nothing, clear as a bell. did her colour 21/5? no - did it today "
                   "30/4, all fine, she was relieved"),
    ("2026-05-06", "new client - Mrs Hardcastle, Slingsby, wash + set weekly fri 10am, walking frame, go round the "
                   "back"),
    ("2026-05-14", "Mrs Patel off to Gujarat sat 16th for her nephew's wedding, 5 weeks, back 20/6. she'll ring when "
                   "she's home + over the jet lag"),
    ("15/05/2026", "Mrs Hodgson wants a perm in June, order the solution"),
    ("2026-06-01", "June round sorted - 31 visits, Weds clear for Mrs Kaur's daughter's bridal trial 10th"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dees-hair"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why isn't Mrs Patel booked in this month?"
    with turn_span("question Mon 8/6"):
        hits = memory.search("Mrs Patel booked colour why away scalp", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 8 June 2026."] + [h["memory"] for h in hits]
        assert any("scalp was itchy" in c for c in context), context
        assert any("off to Gujarat" in c for c in context), context
        reply = answer(question, context, mock="She's away in India - her nephew's wedding in Gujarat, back on the "
                                               "20th and she'll ring to book.")
finish(question, expected="her scalp reacted to the colour", actual=reply)
