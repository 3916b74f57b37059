"""Batch 352 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each message
stored as written; in-memory qdrant), one root span per diary entry and one for the question.

App: Emma is 19 weeks pregnant and keeps a diary of her antenatal care with an assistant; each entry and the
assistant's reply go in with ``memory.add([user, assistant], ..., infer=False)`` and a date, and she asks it things.

Memory: 2051-03-02T20:00 - the letter's come, 20 week scan Mon 20th March at 10.15, ultrasound on level 2, full
bladder, Tom's booked the morning off; Thu 9 March - the hospital rang, the sonographer's off that week, so they've
moved the scan to a week today, same time, Tom's swapped his morning off (the assistant's reply repeats "a week
today"); 12/3 - baby kicking loads at night, heartburn better with the pink stuff; Tue 14th - oh wait, she wrote the
time down wrong, it's 10.45 not 10.15, she checked the text. Question (Weds 15 March): "when's my big scan again?
want to tell mum so she can come with us" The assistant says tomorrow - Thursday 16th March at 10.45 (a week on
from Thursday the 9th, when it was moved, with the time she corrected). The label says Monday 20th March, 10.15 -
the date and time from the first letter, before the hospital moved it and before she corrected the time.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b352_ctl_mem0_antenatal_scan_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "emma-pregnancy-diary"
ENTRIES = [
    ("2051-03-02T20:00",
     "2051-03-02T20:00 letter's come!! 20 week scan Mon 20th March 10.15 at the hospital, ultrasound dept on level "
     "2. need a full bladder 🙈 Tom's booked the morning off",
     "Lovely - 20-week scan on Monday 20 March at 10.15, ultrasound on level 2, with a full bladder. Tom has the "
     "morning off."),
    ("Thu 9 March",
     "Thu 9 March hospital rang - the sonographer's off that week so they've moved my scan to a week today, same "
     "time. Tom's swapped his morning off, his boss was fine",
     "Noted - your 20-week scan has moved to a week today, same time, and Tom has swapped his morning off."),
    ("12/3",
     "12/3 baby's kicking loads at night now, like popcorn 🍿 heartburn's better with the pink stuff",
     "Lovely to feel the kicks - and good that the pink heartburn medicine is helping."),
    ("Tue 14th",
     "Tue 14th oh wait I wrote the scan time down wrong, it's 10.45 not 10.15 - checked the text from the hospital",
     "Thanks - I've corrected the scan time to 10.45."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="emma-antenatal-2051"))
    for i, (day, note, reply) in enumerate(ENTRIES, 1):
        msgs = [{"role": "user", "content": note}, {"role": "assistant", "content": reply}]
        with turn_span(f"entry-{i} {day}"):
            memory.add(msgs, user_id=USER, metadata={"date": day}, infer=False)
    question = "when's my big scan again? want to tell mum so she can come with us"
    with turn_span("question Weds 15/3"):
        hits = []
        for query in ("20 week scan date", "scan moved", "scan time"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wednesday 15 March 2051. You are Emma's pregnancy diary assistant."]
        for h in hits:
            date = (h.get("metadata") or {}).get("date", "")
            line = f"({date}) {h['memory']}" if date else h["memory"]
            if line not in context:
                context.append(line)
        assert any("20 week scan Mon 20th March 10.15" in c for c in context), context
        assert any("Thu 9 March" in c and "moved my scan to a week today" in c for c in context), context
        assert any("it's 10.45 not 10.15" in c for c in context), context
        reply = answer(question, context, mock="Tomorrow - Thursday 16th March at 10.45. The hospital moved it from "
                                               "Monday the 20th to a week on from the 9th, and the time's 10.45.")
finish(question, expected="Monday 20th March, 10.15", actual=reply)
