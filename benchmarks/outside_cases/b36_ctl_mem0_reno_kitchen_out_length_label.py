"""Batch 36 (held out), control. A renovation diary: mem0 Memory with infer=False (each note stored as written;
the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Sam keeps diary notes on the renovation of his and Ruth's 1930s semi and asks an assistant from mem0
searches (the question, then the builder and the kitchen). At quote stage Dean the builder reckoned the kitchen
would be out of action for three weeks. When he came round with his actual plan, strip-out was Monday 24 March and
the sink and hob are back on Friday 4 April: a fortnight.

No fault planted. Question (Thu 20/3): "how long are we going to be without a kitchen?" The model answers about two
weeks, right per memory. The label says three weeks, Dean's figure from the quote. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b36_ctl_mem0_reno_kitchen_out_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sam-reno"
NOTES = [
    ("2025-02-20", "Dean's quote in - knock-through + new kitchen fit £14,800, kitchen out of action 3 wks he "
                   "reckons, starts after Kev's done the plastering"),
    ("2025-02-24", "skip booked, 8 yard, £260 from Stockport Skips, on the drive not the road (no permit needed)"),
    ("2025-03-03", "Wren delivery Mon 24/3 am, one of us has to be in, 7-12 slot"),
    ("2025-03-10", "plastering upstairs done, Kev says leave it 2 wks to dry before painting"),
    ("2025-03-17", "Dean round w his actual plan: strip out Mon 24/3 once Wren have dropped off, units in that wk, "
                   "worktops templated Thurs, fitted Mon 31st, sink + hob back on Fri 4/4. a fortnight then, better "
                   "than we feared!!"),
    ("2025-03-18", "microwave + kettle into the dining rm while the kitchen's gutted, takeaway budget £100/wk lol"),
    ("2025-03-19", "Ruth's mum coming 12/4, should all be done by then"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sam-reno"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how long are we going to be without a kitchen?"
    with turn_span("question Thu 20/3"):
        hits = []
        for query in (question, "Dean builder kitchen out of action weeks", "kitchen strip out sink hob back"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20/3/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("kitchen out of action 3 wks he reckons" in c for c in context), context
        assert any("sink + hob back on Fri 4/4" in c for c in context), context
        reply = answer(question, context, mock="About two weeks - Dean strips it out on Mon 24/3 and the sink and hob "
                                               "are back on Fri 4/4. Microwave and kettle in the dining room till "
                                               "then.")
finish(question, expected="3 weeks - that's what Dean said", actual=reply)
