"""Batch 317 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Whitby Harbour Aquarium run a summer-holidays volunteer rota - the touch pool, the seal feed talks, the gift
shop, helping the keepers carry the feed round. Marcia (the volunteer coordinator) puts her notes into the
volunteers' helper with ``memory.add(..., infer=False)``; volunteers ask it things.

Memory: 2051-06-30T17:00 - summer rota's up, Saturday volunteers in for 9.30, briefing in the staff room, doors at
10; 12/7 - new lanyards at reception, the old ones don't open the staff door any more; Weds 23 Jul - with the
sharks' new feeding time the Saturday lot are needed in for quarter to 9 from the 26th, to help carry the buckets
round before doors, sorry for the early start, there's bacon butties; Thurs 24/7 - the car park's pay and display
now, volunteers get a pass from reception. Question (Fri 25/7, Gill, on the Saturday rota): "what time do I need to
be in tmrw? the bus is a nightmare on a sat" The assistant says quarter to 9 (8.45), for the shark feed buckets.
The label says 9.30.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b317_ctl_mem0_aquarium_rota_start_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "whitby-aquarium-volunteers-marcia"
NOTES = [
    ("2051-06-30T17:00", "2051-06-30T17:00 SUMMER ROTA's up 🐠 sat volunteers in for 9.30 pls, briefing in the staff "
                         "room, doors at 10. touch pool + seal talks + gift shop, swap on the sheet if u need to"),
    ("12/7", "12/7 new lanyards at reception, the old ones don't open the staff door any more!! hand the old ones "
             "back to Dawn"),
    ("Weds 23 Jul", "Weds 23 Jul - with the sharks' new feeding time we need the sat lot in for quarter to 9 from "
                    "the 26th so u can help carry the buckets round before doors. sorry for the early start ☕ there's "
                    "bacon butties"),
    ("Thurs 24/7", "Thurs 24/7 car park's pay + display now 🙄 volunteers get a pass from reception, put it on the "
                   "dashboard"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="whitby-aquarium-rota-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do I need to be in tmrw? the bus is a nightmare on a sat"
    with turn_span("question Fri 25/7"):
        hits = []
        for query in ("saturday volunteers start time", "what time to be in on saturday", "before doors"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 25 July 2051. You are talking to Gill, a volunteer on the Saturday rota at Whitby "
                   "Harbour Aquarium."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat volunteers in for 9.30" in c for c in context), context
        assert any("in for quarter to 9 from the 26th" in c for c in context), context
        reply = answer(question, context, mock="Quarter to 9 (8.45) - from tomorrow the Saturday volunteers help carry "
                                               "the buckets round for the sharks' new feeding time before doors.")
finish(question, expected="9.30", actual=reply)
