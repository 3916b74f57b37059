"""Batch 40 (held out), control. A family's pets: mem0 Memory with infer=False (each note stored as written; the
local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Ffion Morgan keeps notes on the family's pets (Maple the dog, Biscuit the cat, the rabbits Pip and Clover) and
asks an assistant from mem0 searches (the question, then the vet and the booking). Biscuit's yearly booster was
booked for Tue 14/10 at 4.40 with Sian at Parkside Vets. Parkside then rang: Sian is off sick all that week, so
Biscuit sees the other vet, Mr Ahmed, on Thursday the 16th at the same time (Huw is home on Thursdays).

No fault planted. Question (Sun 12/10): "what day's Biscuit going for her jab this week?" The model answers
Thursday the 16th at 4.40, right per memory. The label says Tuesday, the day first booked. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b40_ctl_mem0_pets_biscuit_jab_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "morgan-pets"
NOTES = [
    ("2025-09-24", "Biscuit's booster reminder came (cat flu + enteritis), booked Tue 14/10 4.40pm w Sian at "
                   "Parkside, £52 ish, she'll do her nails too"),
    ("2025-09-29", "Maple's bloods back, kidneys, on the k/d now. recheck early Jan"),
    ("2025-10-02", "rabbits' VHD jabs not due till March, card's on the fridge"),
    ("2025-10-06", "Parkside rang - Sian's off sick all next wk, they've put Biscuit in w Mr Ahmed thurs 16th, same "
                   "time, fine by me as Huw's home thurs + can take her"),
    ("2025-10-07", "cat carrier's latch is bust, borrowed Nia's next door"),
    ("2025-10-09", "pet insurance renewal £38.20/m from Nov for all of them, up from 34"),
    ("2025-10-10", "Biscuit weighed 4.6kg on the bathroom scales (me holding her minus me lol)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="morgan-pets"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what day's Biscuit going for her jab this week?"
    with turn_span("question Sun 12/10"):
        hits = []
        for query in (question, "Biscuit booster Parkside vet booked", "Parkside rang Sian Mr Ahmed thurs"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 12/10/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("booked Tue 14/10 4.40pm w Sian" in c for c in context), context
        assert any("put Biscuit in w Mr Ahmed thurs 16th" in c for c in context), context
        reply = answer(question, context, mock="Thursday the 16th, 4.40 at Parkside with Mr Ahmed - Sian's off sick. "
                                               "Huw's taking her; the carrier's the one borrowed from Nia.")
finish(question, expected="Tuesday", actual=reply)
