"""Batch 37 (held out), control. A dog walker's notes: mem0 Memory (infer=False: each note stored as written; the
local scripted server only embeds; in-memory qdrant), one root span per note.

App: Kerry runs Muddy Paws in Clifton and notes each client change as she hears it. Her Tuesday group walk is
Biscuit, Monty, Pip and Luna. Pip, the jack russell, had an operation on her knee on 3 March and the owners said
the vet wants her kept in until the stitches come out on the 20th ("lead walks round the garden only, she'll
go stir crazy lol"). Nothing else about Tuesdays has moved.

The app searches with the question, then with the group's dog names.

No fault planted. Question (Tue 11/3, morning): "how many dogs have I got on the tuesday walk today?" The model
answers three (Biscuit, Monty, Luna), right per memory. The label says four, the usual Tuesday group. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b37_ctl_mem0_dogwalk_tuesday_dogs_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws"
NOTES = [
    ("2025-02-24", "tues group walk = Biscuit, Monty, Pip + Luna, 10-11 on the Downs, pick up in that order"),
    ("2025-02-25", "Monty v slow on the hill today, told his owner, maybe shorter loop for him"),
    ("2025-02-27", "invoices Feb done, Mrs Kaur paid already, the Greens always late"),
    ("2025-03-03", "Pip's op went ok (knee - the ligament thing). vet wants her kept in till the stitches come out "
                   "20/3, lead walks round the garden only, she'll go stir crazy lol"),
    ("2025-03-05", "van MOT thurs 13th, borrow mum's car for the morning"),
    ("2025-03-07", "Luna - new harness, the red one, it's on the hook in their porch"),
    ("2025-03-10", "Biscuit's key is in the key safe now not under the pot"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many dogs have I got on the tuesday walk today?"
    with turn_span("question Tue 11/3"):
        context = ["Today is Tue 11/3/25."]
        # the question, then each dog in the group by name (the app's second lookup)
        for query in (question, "Biscuit Monty Pip Luna"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("Biscuit, Monty, Pip + Luna" in c for c in context), context
        assert any("kept in till the stitches come out 20/3" in c for c in context), context
        reply = answer(question, context, mock="Three today - Biscuit, Monty and Luna. Pip's still kept in after her "
                                               "knee op till the stitches are out on the 20th.")
finish(question, expected="4 - Biscuit, Monty, Pip and Luna", actual=reply)
