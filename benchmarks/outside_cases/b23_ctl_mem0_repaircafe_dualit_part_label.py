"""Batch 23 (held out), control. A monthly repair cafe's job notes: mem0 Memory with infer=False (each note stored
as written; the local model's offline embeddings; in-memory qdrant), script style (each call its own trace).

App: Linda, who coordinates Brampton Repair Cafe, stores the fixers' job notes with ``memory.add(..., infer=False)``
and asks the assistant from a search. At the February cafe Dave looked at Mrs Fenwick's Dualit toaster and thought
the left element had gone (black and flaky), and said he'd order one. He took it home and wrote back: "put the
meter on the element properly at home - it's fine, just looks rough. It's the timer, spring's snapped. New timer
18 quid from Dualit spares, fitted, works".

No fault planted. Question (Fri 10/4): "What did Dave end up replacing on Mrs Fenwick's toaster?" The model answers
the timer, right per memory. The label says a new heating element, what Dave first thought. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b23_ctl_mem0_repaircafe_dualit_part_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brampton-repair"
NOTES = [
    ("2026-02-14", "Feb cafe: Mrs Fenwick's Dualit 4-slice - Dave reckons the left element's gone (black + flaky), "
                   "he's ordering one, taking it home to do"),
    ("2026-02-14", "Roberts radio - Ron, tuning cord snapped, new one fitted, 5 in the jar"),
    ("2026-02-14", "Tea urn on its last legs, Gwyn says the thermostat, not worth fixing, get a new one"),
    ("2026-02-18", "Dave re the Dualit: put the meter on the element properly at home - it's fine, just looks rough. "
                   "It's the timer, spring's snapped. New timer 18 quid from Dualit spares, fitted, works"),
    ("2026-02-20", "Mrs Fenwick collected the toaster from Dave's, put 10 in the jar at the March one she says"),
    ("2026-03-14", "March: Kenwood Chef - Dave, new motor brushes. Hoover Turbopower - Gwyn, motor gone, scrapped"),
    ("2026-03-14", "Mrs Fenwick came to the March cafe with a lamp, mentioned her toaster's brilliant, 10 in the jar"),
    ("2026-03-20", "Parts float: Dave's owed 18 for the Dualit part, paid from the jar 20/3"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brampton-repair"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "What did Dave end up replacing on Mrs Fenwick's toaster?"
    hits = memory.search(question, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 10/4/26."] + [h["memory"] for h in hits]
    assert any("left element's gone" in c for c in context), context
    assert any("It's the timer, spring's snapped" in c for c in context), context
    reply = answer(question, context, mock="The timer - its spring had snapped. He'd thought it was the element at "
                                           "first, but it tested fine. New timer was GBP 18 from Dualit spares.")
finish(question, expected="A new heating element (the left-hand one)", actual=reply)
