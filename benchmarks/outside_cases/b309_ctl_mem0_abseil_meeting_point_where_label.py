"""Batch 309 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: St Anne's Hospice hold a charity abseil down Halifax Minster's tower (about 180 ft) on Sat 20th Sept 2053 -
Vertical Edge run the ropes, £20 to register, £300 minimum sponsorship, a slot each. Claire (the hospice's events
lead) puts her notes into the abseilers' helper with ``memory.add(..., infer=False)``; abseilers ask it things.

Memory: 2053-06-01T12:00 - the abseil's Sat 20th Sept, meet at the Minster's west door 30 mins before your slot;
Thu 7 Aug - t-shirt sizes to Claire by Friday; 3/9 - Vertical Edge's risk assessment doesn't want a crowd at the
bottom of the tower, so everyone signs in at the hospice gazebo on the Piece Hall side of the square now (not the
west door), and the marshals walk you round to the tower in fours; Tue 16th Sept - the weather looks OK, flat shoes,
no jewellery. Question (Thu 18/9, Nadia, slot 11.40): "where do I go when I get there on sat? my slot's 11.40" The
assistant says the hospice gazebo on the Piece Hall side, by 11.10, and they'll walk her round. The label says the
Minster's west door.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b309_ctl_mem0_abseil_meeting_point_where_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-annes-abseil-claire"
NOTES = [
    ("2053-06-01T12:00", "2053-06-01T12:00 ABSEIL 🧗‍♀️ sat 20th sept down the Minster tower (180ft ish)!! meet at the "
                         "Minster west door 30 mins b4 ur slot. £20 reg, £300 min sponsorship"),
    ("Thu 7 Aug", "Thu 7 Aug t-shirts ordered (purple ofc 💜) sizes to me by fri pls"),
    ("3/9", "3/9 change of plan - Vertical Edge's risk assessment says no crowds at the bottom of the tower so "
            "everyone signs in at our gazebo on the Piece Hall side of the square now, NOT the west door. marshals "
            "will walk u round to the tower in 4s"),
    ("Tue 16th Sept", "Tue 16th Sept weather's looking ok 🤞 flat shoes w/ grip, no jewellery, hair tied back, "
                      "helmets + gloves provided"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-annes-abseil-2053"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "where do I go when I get there on sat? my slot's 11.40"
    with turn_span("question Thu 18/9"):
        hits = []
        for query in ("where to meet on the day", "sign in for the abseil", "what to bring"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 September 2053. You are talking to Nadia, who's doing St Anne's Hospice's abseil "
                   "down the Minster tower (Sat 20 Sept)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("meet at the Minster west door" in c for c in context), context
        assert any("gazebo on the Piece Hall side of the square now, NOT the west door" in c for c in context), context
        reply = answer(question, context, mock="To the hospice gazebo on the Piece Hall side of the square - sign in "
                                               "there by 11.10 and the marshals will walk you round to the tower.")
finish(question, expected="the Minster's west door, 30 mins before your slot", actual=reply)
