"""Batch 39 (held out), control. A self-employed mobile hairdresser's diary notes: mem0 Memory with infer=False
(each note stored as written; the local model's offline embeddings, in-memory qdrant), search, one root span per
note.

App: Shona cuts hair in people's homes around Evesham and keeps her diary as notes in mem0; the assistant answers
from searches (the question, then the client's name). Jade was booked for full head foils at 2pm on Sat 22 March
(three hours, then a bridesmaid hair trial). On the Thursday night Jade texted that her boss won't let her go early,
so half three is the soonest she can be there; Lou, who wanted a Saturday cut and blow-dry, is happy to have the 2
o'clock.

No fault planted. Question (Fri 21/3): "what time's Jade coming tomorrow?" The model answers half three, right per
memory. The label says 2pm, the time first booked (now Lou's). Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b39_ctl_mem0_hairdresser_jade_foils_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "shona-hair"
NOTES = [
    ("2025-02-25", "Jade - full head foils Sat 22/3 2pm at her mum's (Station Rd), 3 hrs min, wants it lighter for "
                   "her sister's wedding, bridesmaid trial after"),
    ("2025-03-06", "Lou Barnes - cut + blowdry, wants a sat if poss, told her I'd let her know, she's flexible"),
    ("2025-03-12", "Mrs Kaur done, Olaplex lovely, £68 cash inc the Olaplex"),
    ("2025-03-18", "ordered toner for Jade - Redken Shades EQ 09V x2, came to £23"),
    ("2025-03-20", "Jade txt thurs nite - her boss won't let her off early sat so half 3 is the soonest she can "
                   "get to her mum's, she doesn't mind us finishing late. Lou's happy with the 2 o'clock 👍 so "
                   "that works"),
    ("2025-03-20", "sat 22 then = Lou 2-3 (Lime Grove), Jade after, home by 8 hopefully"),
    ("2025-03-21", "need foils + more clips before sat, Sally's opens 9"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="shona-diary"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time's Jade coming tomorrow?"
    with turn_span("question Fri 21/3"):
        hits = []
        for query in (question, "Jade foils sat", "Lou sat 2 o'clock"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 21/3/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("full head foils Sat 22/3 2pm" in c for c in context), context
        assert any("half 3 is the soonest" in c for c in context), context
        reply = answer(question, context, mock="Half three at her mum's on Station Rd - her boss won't let her go "
                                               "early. Lou's in the 2 o'clock slot before her, so expect a late "
                                               "finish.")
finish(question, expected="2pm", actual=reply)
