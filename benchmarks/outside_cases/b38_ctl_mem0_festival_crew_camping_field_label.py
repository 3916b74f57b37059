"""Batch 38 (held out), control. A music festival volunteer coordinator's notes: mem0 Memory with infer=False (each
note stored as written; the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Nat coordinates the 40 volunteers at Wyeside Folk Festival (22-24 Aug 2025) and asks an assistant from mem0
searches (the question, then the crew field and the site manager). The site plan put crew camping in Field C behind
the main stage. After the midweek storm Field C was under water; the site manager, Dave, has the crew pitching in the
top paddock by the car park, and the crew loos go up there on Thursday morning.

No fault planted. Question (Thu 21/8): "where are the volunteers putting their tents up?" The model answers the top
paddock by the car park, right per memory. The label says Field C behind the main stage, the site plan's field.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b38_ctl_mem0_festival_crew_camping_field_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wyeside-crew"
NOTES = [
    ("2025-07-30", "site plan v3 from Dave: crew camping Field C behind the main stage, showers + 4 loos, quiet "
                   "after 1am (ha)"),
    ("2025-08-04", "40 crew confirmed, 28 camping, rest local. crew wristbands to order by 8/8"),
    ("2025-08-12", "crew can arrive from Thurs 21st 2pm, not before - farmer's still got sheep in"),
    ("2025-08-19", "Weds storm - Field C is a swamp, ankle deep by the stage end, no way anyone's pitching on it. "
                   "Dave says crew tents go up in the top paddock by the car park, he's taking the loos up thurs am. "
                   "long walk to the gate but it's dry"),
    ("2025-08-19", "bought 6 rolls of hazard tape + 2 more gazebos, £87, receipt in the folder"),
    ("2025-08-20", "crew meal tickets: 2 per shift, cafe tent, veggie option always"),
    ("2025-08-20", "Lou asked can her partner camp w crew - yes if he signs in at the info tent"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wyeside-crew"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "where are the volunteers putting their tents up?"
    with turn_span("question Thu 21/8"):
        hits = []
        for query in (question, "crew camping field site plan", "Dave crew tents paddock car park"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 21/8/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("crew camping Field C behind the main stage" in c for c in context), context
        assert any("crew tents go up in the top paddock by the car park" in c for c in context), context
        reply = answer(question, context, mock="Up in the top paddock by the car park - Field C's waterlogged after "
                                               "the storm. Dave's taking the loos up this morning; crew can arrive "
                                               "from 2pm.")
finish(question, expected="Field C, behind the main stage", actual=reply)
