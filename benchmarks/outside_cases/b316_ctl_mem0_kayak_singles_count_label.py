"""Batch 316 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Tuel Lane Paddle hire kayaks and canoes from the wharf at Sowerby Bridge on the Rochdale Canal. Mick (the
owner) puts his notes into the hire's helper with ``memory.add(..., infer=False)``; Sam, who does the bookings,
asks it things.

Memory: 2051-05-02T08:45 - the fleet, 8 singles (4 red, 4 green), 6 doubles, 4 canoes, all numbered; Thu 6 July -
a stag do put two of the singles (red 3 and green 7) into the lock gate at Tuel Lane, both holed, off the rack till
they're glassed; 11.7. - Gaz has done green 7, it's back on the rack, red 3's waiting for resin, he's ordered it,
probably next week; Fri 14th Jul - the scouts are booked for Saturday at 10, want as many singles as we've got and
2 canoes for the leaders. Question (Fri 14/7, Sam): "how many singles can the scouts have tmrw? Akela wants a
number" The assistant says 7 (8 on the fleet, less red 3, still waiting for resin; green 7's back). The label says
8.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b316_ctl_mem0_kayak_singles_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tuel-lane-paddle-mick"
NOTES = [
    ("2051-05-02T08:45", "2051-05-02T08:45 FLEET 🛶 8 singles (4 red 4 green), 6 doubles, 4 canoes. all numbered on "
                         "the back, log sheet's in the container, write EVERY boat out + in"),
    ("Thu 6 July", "Thu 6 July stag do put 2 of the singles (red 3 + green 7) into the lock gate at Tuel Lane 🙄 both "
                   "holed, off the rack till they're glassed. kept their deposit obvs"),
    ("11.7.", "11.7. Gaz has done green 7, it's back on the rack 👍 red 3's waiting for resin, he's ordered it, prob "
              "next wk"),
    ("Fri 14th Jul", "Fri 14th Jul scouts booked for sat 10am - want as many singles as we've got + 2 canoes for the "
                     "leaders. Akela's paying on the day"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tuel-lane-paddle-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many singles can the scouts have tmrw? Akela wants a number"
    with turn_span("question Fri 14/7"):
        hits = []
        for query in ("how many single kayaks", "singles holed off the rack", "boat repairs back on the rack"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 July 2051. You are talking to Sam, who does the bookings at Tuel Lane Paddle "
                   "(Sowerby Bridge wharf)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("8 singles (4 red 4 green)" in c for c in context), context
        assert any("red 3 + green 7" in c and "both holed" in c for c in context), context
        assert any("green 7, it's back on the rack" in c and "red 3's waiting for resin" in c for c in context), context
        reply = answer(question, context, mock="7 - there are 8 singles, but red 3's still off waiting for resin. "
                                               "Green 7's been fixed and is back on the rack.")
finish(question, expected="8", actual=reply)
