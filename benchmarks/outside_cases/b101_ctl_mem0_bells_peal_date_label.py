"""Batch 101 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Gill, ringing master at St Mary's, Ashwell, keeps her tower notes in mem0 as written (``infer=False``);
the ringers ask the tower's helper.

Memory: 22/9, after the lost peal, another go at Grandsire Triples pencilled for Sat 18/10, 2pm, same band, Martin
to confirm with the vicar; 1 Oct, the vicar says the Page wedding is 2pm on the 18th and they'd love the bells
for it (six of us for half an hour before, 1.15 ish), so no peal that day as the tower's needed and we'd be
shattered - Gill's booked us the 25th, 2pm, same band, the Appleton lot said their 5th bolt's done; other notes on
practices and ropes. Question (Mon 6/10, Rob, who rings the 5th): "when's the next peal attempt? need to book it
off work" The assistant says Sat 25 October, 2pm. The label says Sat 18 October.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b101_ctl_mem0_bells_peal_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gill-ashwell-tower"
NOTES = [
    ("22/9", "after sat's loss - another go at the Grandsire Triples pencilled for sat 18/10 2pm, same band. "
             "Martin to ok it w the vicar"),
    ("24.9", "practice weds 7.30-9 as ever, learners 7 on the sim. Ellie v nearly ready for a quarter"),
    ("1 Oct", "vicar says the Page wedding is 2pm on the 18th + they'd love the bells (6 of us, half hr before, "
              "1.15ish). so no peal that day - tower's needed + we'd be shattered anyway. I've booked us the 25th "
              "2pm, same band. Whites say the 5th's bolt is done"),
    ("3/10", "ropes on 2 + 3 stretching nicely, Tony's happy"),
    ("4 oct", "harvest lunch sun 5th 12.30, quarter after, Martin calling"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gill_ashwell_ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "when's the next peal attempt? need to book it off work"
    with turn_span("question Mon 6/10"):
        hits = []
        for query in ("next peal attempt date", "Grandsire Triples peal", "booked the tower wedding"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 October 2036. You are talking to Rob, who rings the 5th."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("pencilled for sat 18/10 2pm" in c for c in context), context
        assert any("no peal that day" in c and "booked us the 25th" in c for c in context), context
        reply = answer(question, context, mock="Saturday 25 October, 2pm, same band - the 18th has the Page "
                                               "wedding, and six of us are ringing for that.")
finish(question, expected="Sat 18 October", actual=reply)
