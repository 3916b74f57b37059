"""Batch 27 (held out), control. A dental practice's reception notes: mem0 Memory (infer=False, each note stored as
written; offline embeddings from the local model; in-memory qdrant), script style (each call its own trace).

App: Kerry on reception at Riverside Dental saves quick notes with ``memory.add(..., infer=False)`` and answers
patients' and colleagues' questions from a search. Mrs Kowalski (Irena) was booked with Lisa the hygienist for Thurs
5/6 at 9.40, her six-monthly. In May she rang: her daughter is getting married in Krakow that week and the family
are away ten days, so Kerry put her with Lisa on Mon 16 June at 2.15, the only slot left.

No fault planted. Question (Tue 10/6): "Which day is Mrs Kowalski seeing Lisa?" The model answers Monday 16 June,
right per memory. The label says Thursday 5 June, the first booking. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b27_ctl_mem0_dental_kowalski_hygiene_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "riverside-kerry"
NOTES = [
    ("2025-04-22", "Mrs Kowalski (Irena) hyg w Lisa Thurs 5/6 9.40, her 6 monthly. Likes the mint polish NOT the "
                   "cherry, sensitive lower front"),
    ("2025-04-24", "Lisa's hyg list full till mid June pretty much, only odd gaps"),
    ("2025-04-29", "Mr Kowalski (Piotr) check up Dr Lowe 3/6 8.50, bridge to look at"),
    ("2025-05-02", "New hyg price from 1 May £62 private, NHS scale + polish still band 1"),
    ("2025-05-08", "Dr Shah on a course Thurs 5th June, no list that day, Dr Lowe covering emergencies"),
    ("2025-05-14", "Irena K rang - her daughter's getting married in Krakow that week!! they're all away 10 days. "
                   "Put her w Lisa Mon 16 June 2.15, only slot left, she's happy with an afternoon"),
    ("2025-05-14", "Lisa's 5/6 9.40 gap - gave it to Mr Amin off the waiting list"),
    ("2025-05-20", "Piotr K check-up 3/6 kept, he's not going to the wedding, 'someone has to feed the cat'"),
    ("2025-06-03", "Piotr's bridge ok for now, review in 6m"),
    ("2025-06-09", "text reminders for w/c 16/6 go out Thurs"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="riverside-reception"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "Which day is Mrs Kowalski seeing Lisa?"
    hits = memory.search("Mrs Kowalski Irena hygienist Lisa appointment day", top_k=8, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Tue 10/6/25."] + [h["memory"] for h in hits]
    assert any("hyg w Lisa Thurs 5/6 9.40" in c for c in context), context
    assert any("Put her w Lisa Mon 16 June 2.15" in c for c in context), context
    reply = answer(question, context, mock="Monday 16 June at 2.15 with Lisa - she's away that first week for her "
                                           "daughter's wedding in Krakow.")
finish(question, expected="Thursday 5th June (6-monthly hygiene)", actual=reply)
