"""Batch 139 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored
as written), search, one root span per note and one for the question.

App: the ringers at St Wilfrid's, Ashby Parva put their notes into the tower's helper with
``memory.add(..., infer=False)`` - who's ringing when, methods, keys - and ask it things before service ringing.

Memory: 14/3 Geoff: Sunday 22nd, 8 ringing for the 10 o'clock (Geoff, Alan, Jenny, Mike, the two Harpers, Sandra
and young Tom), so the back 8 and Stedman Triples if we're brave; Weds 18th Sandra: Alan has the key, he's opening
up at 9; Fri 20th Jenny: Tom's mum rang, he sounds like a sea lion, she's keeping him in bed over the weekend;
the clock's stopped again. Question (Sat 21/3, Mike): "how many of us ringing sunday? deciding if we do the back 8
or just the front 6" The assistant says 7 (Tom's poorly), so the front 6 with one sitting out. The label
says 8 - in memory, Geoff's count from 14/3, before Tom went down with his cough.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b139_ctl_mem0_bells_sunday_ringers_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-wilfrids-ringers"
NOTES = [
    ("14/3", "Geoff - sun 22nd, 8 of us for the 10 o'clock: me, Alan, Jenny, Mike, the two Harpers, Sandra + young "
             "Tom. so back 8 + stedman triples if we're feeling brave"),
    ("Weds 18th", "Sandra - Alan's got the key this wk, he's opening up at 9. ropes need tucking up after, the "
                  "flower ladies are in at 11"),
    ("Fri 20th", "Jenny - Tom's mum rang, he sounds like a sea lion poor lad, she's keeping him in bed over the "
                 "wkend. oh + the clock's stopped again, 10 past 4 all day"),
    ("Fri 20th", "Mike - tea after at the Bell, my round"),
]


def script(body: dict):  # infer=False: the model is never asked to extract
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-wilfrids"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many of us ringing sunday? deciding if we do the back 8 or just the front 6"
    with turn_span("question Sat 21/3"):
        hits = []
        for query in ("sunday ringing how many of us back 8", "Tom mum rang keeping him in bed wkend"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 21 March 2037. You are talking to Mike, a ringer at St Wilfrid's (8 bells)."]
        for h in hits:
            line = f"{(h.get('metadata') or {}).get('date', '')}: {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("8 of us for the 10 o'clock" in c for c in context), context
        assert any("sounds like a sea lion" in c and "keeping him in bed" in c for c in context), context
        reply = answer(question, context, mock="7 - Tom's poorly, his mum's keeping him in over the weekend, "
                                               "so it'll be the front 6 with one of you sitting out.")
finish(question, expected="8", actual=reply)
