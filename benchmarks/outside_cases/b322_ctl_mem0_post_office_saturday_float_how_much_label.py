"""Batch 322 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Sowerby Post Office is a counter in the corner of the newsagent's on Town Gate - one position, parcels, bill
payments, the banks' cash withdrawals, the Post & Go stamp machine by the door. Pat (the postmistress) puts her
notes for the counter staff into the shop's helper with ``memory.add(..., infer=False)``; Chloe (the Saturday girl)
asks it things.

Memory: 2050-01-10T08:15 - opening up: till float £150 in notes and coin, counted with a witness, signed in the
book; 27/1 - the cash machine in the wall is out again, so expect more withdrawals over the counter; Thurs 3rd Feb
- the Post & Go's broken, the engineer can't come till March, so everyone's buying stamps over the counter, and
after last Saturday's queue (ran out of change by 11) the area manager says Saturdays we start the till on £200
now, the weekdays stay on £150; Mon 7th Feb - the safe code's changed, Pat will tell Chloe in person. Question
(Sat 12/2, Chloe, opening up): "how much float do I put in the till this morning? first sat on my own 😬" The
assistant says £200 (the Saturday float since the Post & Go broke). The label says £150.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b322_ctl_mem0_post_office_saturday_float_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-po-pat"
NOTES = [
    ("2050-01-10T08:15", "2050-01-10T08:15 OPENING UP 🔑 till float £150 in notes + coin, count it w/ whoever's in "
                         "as witness, sign the book. lights, then the screen, then the shutter"),
    ("27/1", "27/1 hole in the wall's out AGAIN so expect loads of withdrawals over the counter, send them to the "
             "Co-op if we're short"),
    ("Thurs 3rd Feb", "Thurs 3rd Feb Post & Go's broke, engineer can't come till march 🙄 so it's all stamps over the "
                      "counter. after last sat's queue (ran out of change by 11!!) area manager says sats we start "
                      "the till on £200 now, weekdays stay £150"),
    ("Mon 7th Feb", "Mon 7th Feb safe code's changed, I'll tell Chloe in person not on here. new roll of labels in "
                    "the drawer"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-po-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much float do I put in the till this morning? first sat on my own 😬"
    with turn_span("question Sat 12/2"):
        hits = []
        for query in ("till float", "opening up the counter", "saturday float"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 12 February 2050. You are talking to Chloe, who works Saturdays on the Sowerby Post "
                   "Office counter."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("till float £150" in c for c in context), context
        assert any("sats we start the till on £200 now" in c for c in context), context
        reply = answer(question, context, mock="£200 - Saturdays start on £200 now the Post & Go's broken (weekdays "
                                               "are still £150). Count it with a witness and sign the book.")
finish(question, expected="£150", actual=reply)
