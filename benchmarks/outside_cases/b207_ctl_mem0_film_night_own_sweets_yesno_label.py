"""Batch 207 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Clee Hill village hall shows "Paddington 2" on Fri 20th Nov 2048 - doors 6.30, film 7, the hall's projector,
ice creams in the interval for the new curtains fund. Roy (the hall's bookings sec) and the film night lot store their
notes as they are with ``memory.add(..., infer=False)``; people ask the helper, which searches them.

Memory: Roy, 2048-10-28T19:30 - film night, £4 adults £2 kids, NO outside food or drink please, ice creams and
popcorn on sale in the interval, all for the curtains; 3/11 Dennis - projector bulb ordered, test run Weds 18th; Thu
5th Roy - after last time's carry-on with popcorn trodden into the carpet he's not doing popcorn again, ice creams
only, and to be honest if folk want to bring a bag of sweets for the kids that's fine by him, just take your wrappers
home; 12.11. Sandra - 46 tickets gone of 64. Question (Tue 17/11, Kim): "can we bring our own sweets for the kids? my
two won't sit still thro a whole film without a bag of buttons" The assistant says yes - Roy's fine with a bag of
sweets for the kids as long as the wrappers go home with you (ice creams on sale in the interval, no popcorn this
time). The label says no, no outside food or drink.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b207_ctl_mem0_film_night_own_sweets_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clee-hill-hall-film-night-roy"
NOTES = [
    ("2048-10-28T19:30", "FILM NIGHT 🎬 fri 20th nov, Paddington 2, doors 6.30 film 7, £4 adults £2 kids. NO outside "
                         "food or drink pls - ice creams + popcorn on sale in the interval, all for the new curtains"),
    ("3/11", "Dennis - projector bulb's ordered, test run weds 18th about 7, someone pls find the extension lead"),
    ("Thu 5th", "Roy - after last time's carry on with popcorn trodden into the carpet I'm not doing popcorn again, "
                "ice creams only. and tbh if folk want to bring a bag of sweets for the kids that's fine by me, just "
                "take ur wrappers home 🙏"),
    ("12.11.", "Sandra - 46 tickets gone, 64 seats, a few on the door"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clee-hill-film-48"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = ("can we bring our own sweets for the kids? my two won't sit still thro a whole film without a bag of "
                "buttons")
    with turn_span("question Tue 17/11"):
        context = ["Today is Tue 17 Nov 2048. You are talking to Kim, coming to Clee Hill village hall's film night "
                   "(Fri 20 Nov) with her two children."]
        for query in ("bring own food and drink", "sweets for the kids", "ice creams popcorn interval"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("NO outside food or drink pls" in c for c in context), context
        assert any("bring a bag of sweets for the kids that's fine by me" in c for c in context), context
        reply = answer(question, context, mock="Yes - Roy's fine with a bag of sweets for the kids, just take your "
                                               "wrappers home. Ice creams on sale in the interval (no popcorn this "
                                               "time).")
finish(question, expected="no - no outside food or drink; ice creams and popcorn are on sale in the interval",
       actual=reply)
