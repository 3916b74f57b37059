"""Batch 331 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lily (12) swims for Brighouse Barracudas, whose open gala is Sat 12th Nov 2050 at Brighouse pool. Her mum,
Sarah, puts notes about Lily's swimming into the family's helper with ``memory.add(..., infer=False)``; grandad
asks it things.

Memory: 2050-10-03T19:15 - Lily's gala entries are done, 4 swims - 50 free, 100 free, 50 back and the 100 IM, £3.50
each on the app; Sun 16 Oct - the physio says no fly till after Christmas, her shoulder's still grumbly, so Sarah's
emailed Gill to scratch the 100 IM (the fly leg), she's gutted; 25/10 - Martin's put her down as reserve for the
girls' 4x50 free relay, she only swims it if someone drops out on the day; Tue 8th Nov - heat sheets out, heat 3 of
the 50 free, lane 4, warm-up 8.30. Question (Fri 11/11, grandad): "how many races is Lily swimming tomorrow? want to
know how long we're stopping" The assistant says 3 - the 50 free, 100 free and 50 back (the 100 IM's scratched),
plus the relay only if someone drops out. The label says 4.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b331_ctl_mem0_swim_gala_races_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lily-swimming-sarah"
NOTES = [
    ("2050-10-03T19:15", "2050-10-03T19:15 Lily's gala entries done 🏊‍♀️ 4 swims - 50 free, 100 free, 50 back + the "
                         "100 IM. £3.50 each, paid on the app"),
    ("Sun 16 Oct", "Sun 16 Oct - physio says no fly for her till after xmas, shoulder's still grumbly 😕 so I've "
                   "emailed Gill to scratch the 100 IM (fly leg). she's gutted"),
    ("25/10", "25/10 Martin's put Lily down as reserve for the girls' 4x50 free relay - she only swims it if someone "
              "drops out on the day"),
    ("Tue 8th Nov", "Tue 8th Nov heat sheets out!! she's in heat 3 of the 50 free, lane 4 💪 warm up 8.30, need to "
                    "leave by 8"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lily-swimming-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many races is Lily swimming tomorrow? want to know how long we're stopping"
    with turn_span("question Fri 11/11"):
        hits = []
        for query in ("Lily's gala swims events", "scratched event", "relay"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 November 2050. You are talking to Lily's grandad (gala Sat 12 Nov at Brighouse "
                   "pool)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("4 swims - 50 free, 100 free, 50 back + the 100 IM" in c for c in context), context
        assert any("scratch the 100 IM" in c for c in context), context
        assert any("reserve for the girls' 4x50 free relay" in c for c in context), context
        reply = answer(question, context, mock="3 - the 50 free, 100 free and 50 back (the 100 IM's been scratched "
                                               "for her shoulder). She's only reserve for the relay, she'd swim "
                                               "that if someone drops out on the day.")
finish(question, expected="4", actual=reply)
