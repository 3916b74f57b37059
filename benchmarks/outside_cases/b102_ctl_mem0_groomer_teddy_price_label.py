"""Batch 102 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Kerry at K9 Cuts keeps her salon notes in mem0 as written (``infer=False``); Jade, her junior, asks the
helper at the till.

Memory: the 2036 price list (large/doodles full groom £45, bath and tidy - face, feet, bum - £28, nails £8); Fri
8/2, Teddy, Mrs Cole's big cavapoo, came in matted to the skin, shaved right down, charged the full groom £45; Mrs
Cole booked Teddy for Fri 7/3 10am, just a bath and tidy this time as he's still short from the shave-down, she'll
bring him for a proper groom in April when it's grown. Question (Thu 6/3, Jade): "how much do i charge mrs cole for
teddy tomorrow?" The assistant says £28 for the bath and tidy. The label says £45, the large-dog full groom.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b102_ctl_mem0_groomer_teddy_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kerry-k9"
NOTES = [
    ("2/1/36", "price list 2036 - small full groom £35, med £40, large/doodles £45. bath+tidy (face feet bum) £28. "
               "nails £8, free w any groom"),
    ("fri 8 feb", "Teddy (Mrs Cole's cavapoo, big lad) came in matted to the skin :( had to shave him right down. "
                  "charged the full groom £45, told her brushing 2x a wk"),
    ("12/2", "new dryer arriving w/c 3/3, the old one sounds like a jet engine"),
    ("20.2", "Mrs Cole booked Teddy fri 7/3 10am - just a bath + tidy this time, he's still short from the "
             "shave-down. she'll bring him for a proper groom in april when its grown"),
    ("3/3", "Biscuit fri 7/3 2pm nails only, Mrs A paying cash"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kerry_k9_ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how much do i charge mrs cole for teddy tomorrow?"
    with turn_span("question Thu 6/3"):
        hits = []
        for query in ("Teddy Mrs Cole booking", "price list groom bath tidy", "Friday 7 March appointments"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 6 March 2036. You are talking to Jade, the junior groomer, at the till."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("large/doodles £45" in c and "bath+tidy (face feet bum) £28" in c for c in context), context
        assert any("charged the full groom £45" in c for c in context), context
        assert any("just a bath + tidy this time" in c for c in context), context
        reply = answer(question, context, mock="£28 - Teddy's only in for a bath and tidy this time, as he's still "
                                               "short from being shaved down.")
finish(question, expected="£45 (large dog, full groom)", actual=reply)
