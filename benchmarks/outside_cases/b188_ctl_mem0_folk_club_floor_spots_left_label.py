"""Batch 188 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with ``infer=False`` (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Coalbrookdale Folk Club's singaround is Fri 18th Sept 2043 in the back room of the Swan - floor spots off a sheet
on the bar, the raffle at the break. Sue, the club's secretary, keeps her notes in mem0 (``memory.add(..., infer=False,
metadata={"date": ...})``); Maggie, who runs the sheet on the night, asks the helper.

Memory: 2043-09-02T19:40, Sue - singaround Fri 18th Sept in the Swan back room, 8-11, room booked; 16 slots on the
floor spot sheet, 9 names down so far so 7 to go; Weds 9 Sept, Sue - the landlord wants the back room cleared by half
10 now, the flats next door have been on at him about the noise, so the sheet's down to 13 slots, she's crossed the
bottom 3 off; 12.9., Sue - 2 more names on the sheet, Ted and the lad from the Ironbridge session; 13/9, Sue - the
raffle prizes. Question (Tue 15/9, Maggie): "how many floor spots are still free on the sheet? got 3 people asking"
The assistant says 2 - the sheet's 13 now with the earlier finish, and 11 are taken. The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b188_ctl_mem0_folk_club_floor_spots_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "coalbrookdale-folk-sue"
NOTES = [
    ("2043-09-02T19:40", "singaround fri 18th sept 🎶 Swan back room, 8-11, room's booked. floor spot sheet's got 16 "
                         "slots, 9 names down so far so 7 to go"),
    ("Weds 9 Sept", "landlord wants the back room cleared by half 10 now, the flats next door have been on at him "
                    "about the noise 🙄 so the sheet's down to 13 slots, I've crossed the bottom 3 off"),
    ("12.9.", "2 more names on the sheet - Ted + the lad from the Ironbridge session w the concertina"),
    ("13/9", "raffle - bottle of Shropshire gin, a Kate Rusby CD + a meal for 2 at the Swan. £1 a strip, drawn at the "
             "break"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="coalbrookdale-folk-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many floor spots are still free on the sheet? got 3 people asking"
    with turn_span("question Tue 15/9"):
        hits = []
        for query in ("floor spot sheet slots", "names down on the sheet", "back room finish time"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 15 Sept 2043. You are talking to Maggie, who runs the floor spot sheet at "
                   "Coalbrookdale Folk Club's singaround (Fri 18 Sept, the Swan)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 names down so far so 7 to go" in c for c in context), context
        assert any("the sheet's down to 13 slots" in c for c in context), context
        assert any("2 more names on the sheet" in c for c in context), context
        reply = answer(question, context, mock="2 - the sheet's down to 13 slots now the back room has to be clear by "
                                               "half 10, and 11 names are down (9 plus Ted and the Ironbridge lad).")
finish(question, expected="7", actual=reply)
