"""Batch 137 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: the Ouse Valley branch ringers post their notes about the spring outing (meeting up, towers, lunch, lifts)
into the branch helper with ``memory.add(..., infer=False)``; it answers members from a search of them.

Memory: Weds 8 Apr Maureen: outing Tue 21st, meet at Fletching church car park 9.30, first touch 10; Tue 14th Pam:
Fletching's car park is hopeless on a Tuesday - it's market day on the green and they cone it all off - so we'll all
meet at Piltdown village hall and car share from there, 9.15 please, Maureen's fine with it; 16/4 Keith: lunch
numbers; Alan's lifts. Question (Sat 18/4, Alan, driving three from Buxted): "where we meeting tues for the outing?
got 3 in the car" The assistant says Piltdown village hall at 9.15, to car share from there (Fletching's car park
is coned off for the market). The label says Fletching church car park - in memory, Maureen's first plan, before
Pam's note.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b137_ctl_mem0_bellringers_meeting_place_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ouse-valley-ringers"
NOTES = [
    ("Weds 8 Apr", "Maureen: spring outing tue 21st - meet at Fletching church car park 9.30, first touch 10. bring "
                   "your own lunch money, we're at the Griffin"),
    ("Tue 14th", "Pam: fletching's car park is hopeless on a tues, it's market day on the green and they cone the "
                 "whole lot off. so we'll all meet at Piltdown village hall + car share from there, 9.15 pls. "
                 "Maureen's ok with it"),
    ("16/4", "Keith: lunch numbers at the Griffin - 14 so far, £5 deposit each to me by sunday"),
    ("Weds 15 Apr", "Alan: I'll drive 3 from Buxted, room for 1 more if anyone's stuck"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ouse-valley-ringers"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "where we meeting tues for the outing? got 3 in the car"
    with turn_span("question Sat 18/4"):
        hits = memory.search("meeting place outing tuesday car park car share", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Sat 18 April 2037. You are talking to Alan, an Ouse Valley branch ringer, driving to "
                   "the outing."] + [h["memory"] for h in hits]
        assert any("meet at Fletching church car park 9.30" in c for c in context), context
        assert any("meet at Piltdown village hall + car share from there, 9.15" in c for c in context), context
        reply = answer(question, context, mock="Piltdown village hall at 9.15, and car share from there - "
                                               "Fletching's car park is coned off for the market on Tuesdays.")
finish(question, expected="Fletching church car park", actual=reply)
