"""Batch 296 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Pennine Watch & Clock (a repair counter in Elland, 2050) - Raj does the repairs, his mum Asha the counter. Asha
puts her counter notes into the shop's helper with ``memory.add(..., infer=False)``; customers ask it where their
jobs are up to.

Memory: 2050-04-07 09:50 - Mr Pearson in with 3: his Seiko 5 (service, losing 2 mins a day), his wife's Rotary
(battery + a new strap), his dad's Waltham pocket watch (clean, won't wind), ticket 1182; Sat 12/4 - Mrs Pearson
collected the Rotary, £28 cash, loves the strap; 19.4. - Mr P back with his grandson's G-Shock (cracked bezel) and
his mum's Accurist (just a battery but he couldn't wait, leaving it), same ticket; Tue 29th Apr - the Waltham's
mainspring's gone, ordered, rang him. Question (Sat 3/5, Mr Pearson): "how many have I got in with you now? losing
track 😂" The assistant says 4 (the Seiko, the Waltham, the G-Shock and the Accurist; the Rotary's gone home). The
label says 3.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b296_ctl_mem0_watch_repair_watches_in_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pennine-watch-counter-asha"
NOTES = [
    ("2050-04-07 09:50", "2050-04-07 09:50 Mr Pearson in w/ 3 ⌚ - his Seiko 5 (service, losing 2 mins a day), wife's "
                         "Rotary (battery + new strap, brown), his dad's Waltham pocket watch (clean, won't wind). "
                         "ticket 1182"),
    ("Sat 12/4", "Sat 12/4 Mrs Pearson collected the Rotary, £28 cash, loves the strap. Seiko on the timegrapher"),
    ("19.4.", "19.4. Mr P back!! grandson's G-Shock w/ a cracked bezel + his mum's Accurist, just a battery but he "
              "couldn't wait so he's leaving it. same ticket 1182"),
    ("Tue 29th Apr", "Tue 29th Apr Raj - Waltham's mainspring's gone, ordered one, rang Mr P, he's fine w/ the extra "
                     "£35"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pennine-watch-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many have I got in with you now? losing track 😂"
    with turn_span("question Sat 3/5"):
        hits = []
        for query in ("Mr Pearson watches in", "collected", "ticket 1182 left with us"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 3 May 2050. You are talking to Mr Pearson, a customer of Pennine Watch & Clock "
                   "(ticket 1182)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Mr Pearson in w/ 3" in c for c in context), context
        assert any("collected the Rotary" in c for c in context), context
        assert any("G-Shock" in c and "Accurist" in c for c in context), context
        reply = answer(question, context, mock="4 - your Seiko 5, your dad's Waltham, your grandson's G-Shock and "
                                               "your mum's Accurist. The Rotary's already gone home with your wife.")
finish(question, expected="3", actual=reply)
