"""Batch 46 (held out), control. A parents' lift-share to the swimming club: mem0 Memory (infer=False; the local
scripted server only answers embeddings; in-memory qdrant), one root span per note.

App: Kate drives on Tuesdays for the Tenbury Otters lift-share and keeps her notes in mem0 with ``memory.add(...,
infer=False)`` (each note stored as written). Her Tuesday run is three children: her own two (Ella and Sam) and
Rach's boy Jos. On 14/5 Priya, who works at the hospital, asked if her two (Amara and Zain) could go with Kate on
Tuesdays and Thursdays for the next fortnight while she's on nights; Kate said yes and is borrowing Dev's 7-seater.
So on Tue 19/5 she takes five.

No fault planted. Question (Mon 18/5): "how many kids am I taking to swimming tomorrow?" The model answers five, right
per memory. The label says three, the usual Tuesday run. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b46_ctl_mem0_liftshare_tuesday_kids_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kate-otters"
NOTES = [
    ("2026-04-13", "tues run summer term = me. Ella, Sam + Jos (Rach's boy), 3 in the back, Sam still in the booster. "
                   "leave ours 5.35"),
    ("2026-04-20", "Otters subs up to £38 from may, changed the standing order"),
    ("2026-04-28", "Jos gets sick if he's in the middle, put him by the window"),
    ("2026-05-05", "tues - Tomasz on lates so I'm collecting too, back by 8"),
    ("2026-05-14", "Priya rang - she's on nights at the hospital for the next 2 wks, can Amara + Zain come w me tues "
                   "+ thurs while she's on them? said yes of course. she'll drop them at ours 5.20 w their kit"),
    ("2026-05-15", "Dev's lending me the 7 seater for those 2 wks, swapping cars sun night. need to move the "
                   "boosters over"),
    ("2026-05-16", "gala at Ludlow - Ella 2nd in the 50 back!! Sam dq'd on his turn, gutted"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kate-otters"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many kids am I taking to swimming tomorrow?"
    with turn_span("question Mon 18/5"):
        hits = []
        for query in (question, "tues run kids in the car", "Priya Amara Zain"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 18 May 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("3 in the back" in c for c in context), context
        assert any("can Amara + Zain come w me tues" in c for c in context), context
        reply = answer(question, context, mock="Five - Ella, Sam and Jos as usual, plus Amara and Zain while Priya's "
                                               "on nights. Priya's dropping them at yours at 5.20, and you've got "
                                               "Dev's 7-seater.")
finish(question, expected="3 - Ella, Sam and Jos", actual=reply)
