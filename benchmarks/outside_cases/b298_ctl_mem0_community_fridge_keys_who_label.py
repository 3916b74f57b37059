"""Batch 298 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Paddock Community Fridge lives in the porch of the Paddock Methodist church hall, with the trolley, the spare
shelves and the cleaning stuff in a padlocked cupboard inside. Lorna (who set it up) puts her notes into the
fridge's helper with ``memory.add(..., infer=False)``; the volunteers ask it things.

Memory: 2051-01-15T18:00 - Pat holds the hall keys and the cupboard padlock key, ring her if you're locked out;
Thu 2 Feb - the Co-op pick-up has moved to 4.30; 9.2. - Pat's off to Tenerife from Sat 11th for two weeks, she's
left her keys with Asif at the corner shop, just ask at the till; Mon 13th Feb - deep clean Sat 18th, bring rubber
gloves. Question (Weds 15/2, Joe): "who's got the keys this week? need the trolley out of the cupboard for the Co-op
run" The assistant says Asif at the corner shop (Pat's in Tenerife for two weeks from the 11th). The label says Pat.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b298_ctl_mem0_community_fridge_keys_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paddock-fridge-lorna"
NOTES = [
    ("2051-01-15T18:00", "2051-01-15T18:00 KEYS 🔑 Pat's got the hall keys + the cupboard padlock key, ring her if "
                         "ur locked out. spare trolley wheel's in the cupboard too"),
    ("Thu 2 Feb", "Thu 2 Feb Co-op pick up's moved to 4.30 (they were binning stuff by 8), Joe + the trolley"),
    ("9.2.", "9.2. Pat's off to Tenerife from sat 11th for 2 wks ☀️ jealous!! she's left her keys w/ Asif at the "
             "corner shop, just ask at the till"),
    ("Mon 13th Feb", "Mon 13th Feb deep clean sat 18th 10am, bring rubber gloves, I'll bring the bin bags + biscuits"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paddock-fridge-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's got the keys this week? need the trolley out of the cupboard for the Co-op run"
    with turn_span("question Weds 15/2"):
        hits = []
        for query in ("who has the keys", "cupboard padlock key", "Pat away"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 15 February 2051. You are talking to Joe, a volunteer at Paddock Community Fridge."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Pat's got the hall keys + the cupboard padlock key" in c for c in context), context
        assert any("she's left her keys w/ Asif at the corner shop" in c for c in context), context
        reply = answer(question, context, mock="Asif at the corner shop - Pat's in Tenerife for two weeks from the "
                                               "11th, so just ask at the till.")
finish(question, expected="Pat", actual=reply)
