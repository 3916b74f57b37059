"""Batch 279 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ellie and Sam get married on Sat 6th Sept 2051 at St Mary's, Luddenden, then the reception at the Bankfield
Hotel. Ellie's mum Karen keeps the wedding notes in the family's helper with ``memory.add(..., infer=False)``;
relatives ask it things.

Memory: 2051-04-12T19:30 - invites posted, ceremony 2pm at St Mary's, please arrive by 1.30, reception at the
Bankfield from 4; 9/6 - the vicar (Rev Sue) needs the hymns by the end of July, Ellie wants Jerusalem; Tues 19th
Aug - the vicar's got a funeral at 3 that day so she's bumped us forward an hour, ceremony at 1 now, so half 12 to
be in your seats, Ellie's texting everyone, the Bankfield are fine to start the drinks earlier; 28.8. - the
cars (two Rolls, the white one for Ellie and Dad) come to the house at 12.15. Question (Thu 4/9, cousin Dan): "what
time do we need to be at the church? the invite says half 1" The assistant says half 12 (the ceremony's 1pm now).
The label says 1.30pm.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b279_ctl_mem0_wedding_church_arrival_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ellie-sam-wedding-karen"
NOTES = [
    ("2051-04-12T19:30", "2051-04-12T19:30 INVITES POSTED 💒 ceremony 2pm at St Mary's Luddenden, please arrive by "
                         "1.30, reception at the Bankfield from 4. rsvp to me by 1st june"),
    ("9/6", "9/6 Rev Sue needs the hymns by end of july - Ellie wants Jerusalem + Sam's mum wants Lord of all "
            "Hopefulness 🙏 sorted"),
    ("Tues 19th Aug", "Tues 19th Aug - the vicar's got a funeral at 3 that day so she's bumped us forward an hour 😬 "
                      "ceremony at 1 now, so half 12 to be in your seats. Ellie's texting everyone. Bankfield are "
                      "fine to start the drinks earlier"),
    ("28.8.", "28.8. cars - 2 Rolls, the white one for Ellie + her dad, come to the house at 12.15. bridesmaids go "
              "in the silver one first"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ellie-sam-wedding-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do we need to be at the church? the invite says half 1"
    with turn_span("question Thu 4/9"):
        hits = []
        for query in ("what time is the ceremony", "arrive at the church", "wedding time changed"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 4 September 2051. You are talking to Dan, Ellie's cousin (Ellie and Sam's wedding, "
                   "Sat 6 Sept at St Mary's, Luddenden)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("please arrive by 1.30" in c for c in context), context
        assert any("ceremony at 1 now, so half 12 to be in your seats" in c for c in context), context
        reply = answer(question, context, mock="Half 12 - the vicar moved the ceremony forward to 1pm because of a "
                                               "funeral, so the invite's time is out of date.")
finish(question, expected="1.30pm", actual=reply)
