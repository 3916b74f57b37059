"""Batch 44 (held out), control. A dental practice's reception notes: mem0 Memory with infer=False (each note stored
as it is; the local model server gives the embeddings; in-memory qdrant), one root span per note.

App: reception at Harbour Street Dental put what patients ring about into mem0 (``memory.add(..., infer=False)``,
user_id "harbour-st-reception") and ask the assistant from a search. Mrs Kowalski was booked for a filling at 9.40
on Thu 5/3 with Dr Shah; she rang back the next day: "9.40's no good w the school run, I've put her at 11.20 same
day same chair, she's fine w that".

No fault planted. Question (Wed 4/3): "what time's Mrs Kowalski in tomorrow?" The model answers 11.20, right per
memory. The label says 9.40 in the morning, the first slot she was given. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b44_ctl_mem0_dentist_kowalski_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "harbour-st-reception"
NOTES = [
    ("2026-02-24", "Mrs Kowalski (Ania) - filling LL6 Thu 5/3 9.40 w Dr Shah, 40 mins, she's nervous, offer the "
                   "headphones"),
    ("2026-02-24", "Mr Brennan signed his crown estimate, £320, fit booked 17/3"),
    ("2026-02-25", "Mrs K rang - 9.40's no good w the school run, I've put her at 11.20 same day same chair, she's "
                   "fine w that. also asked if her son can be seen for a check up, told her to ring back w his dob"),
    ("2026-02-26", "Dr Okoye off w/c 9/3 - her emergencies go to Dr Shah"),
    ("2026-02-27", "thurs 5th list for Dr Shah: 8.50 new pt, 9.40 Mr Addo (from the cancellation list), 10.30 "
                   "Mrs Lewis, 11.20 Mrs Kowalski, 12.00 lunch"),
    ("2026-03-02", "recall letters for March went out 1/3, 64, 11 back wrong address"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="harbour-st"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time's Mrs Kowalski in tomorrow?"
    with turn_span("question Wed 4/3"):
        context = ["Today is Wed 4 March 2026."]
        for query in (question, "Mrs K rang", "Mrs Kowalski appointment Thursday"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                line = f"({h['metadata']['date']}) {h['memory']}"
                if line not in context:
                    context.append(line)
        assert any("filling LL6 Thu 5/3 9.40" in c for c in context), context
        assert any("put her at 11.20 same day" in c for c in context), context
        reply = answer(question, context, mock="11.20, with Dr Shah - it's her LL6 filling, about 40 minutes. Have the "
                                               "headphones ready, she gets nervous.")
finish(question, expected="9.40 in the morning", actual=reply)
