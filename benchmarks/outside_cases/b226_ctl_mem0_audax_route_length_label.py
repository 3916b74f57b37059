"""Batch 226 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Montgomery Wheelers run the Border 200 audax on Sat 8th May 2049 - 7.30am from Montgomery town hall, controls at
Clun, Llanidloes and Newtown. Rhys (the organiser) files his notes into the club's helper with
``memory.add(..., infer=False)``; riders ask it things.

Memory: 2049-02-02T21:00 Rhys - Border 200, Sat 8th May, 206km and 2400m of climbing, over the Kerry ridgeway; 14/3
Rhys - Dave rode the recce on Sunday in the rain: the forestry have shut the ridgeway road by Kerry till July for the
felling, so the route goes round by Dolfor instead, which adds 9k and a nasty climb, 215 all told, and AUK have
validated it; 22.3. - the Llanidloes cafe will open at 9 for them; Weds 7 Apr - 48 entries, cap 60. Question (Thu
6/5, Bethan, working out her pace): "how long's the border 200 this yr? working out my pace for the cut offs" The
assistant says 215km (the Dolfor detour adds 9k to the 206). The label says 206km (the distance before the
ridgeway road was shut).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b226_ctl_mem0_audax_route_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "montgomery-wheelers-rhys"
NOTES = [
    ("2049-02-02T21:00", "2049-02-02T21:00 BORDER 200 🚲 sat 8th may, 7.30am from Montgomery town hall. 206km, 2400m "
                         "up, over the Kerry ridgeway. controls Clun, Llanidloes, Newtown"),
    ("14/3", "14/3 Dave rode the recce sun ☔ the forestry have shut the ridgeway road by Kerry till july (felling), so "
             "we're going round by Dolfor instead, adds 9k + a nasty climb, 215 all told. AUK have validated it ✔"),
    ("22.3.", "22.3. Llanidloes control - the Great Oak cafe, they'll open at 9 for us, beans on toast £6"),
    ("Weds 7 Apr", "Weds 7 Apr entries 48, cap 60. mudguards if wet, lights compulsory"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked to extract


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="montgomery-border-200"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long's the border 200 this yr? working out my pace for the cut offs"
    with turn_span("question Thu 6/5"):
        context = ["Today is Thu 6 May 2049. You are talking to Bethan, who's riding Montgomery Wheelers' Border 200 "
                   "audax (Sat 8 May)."]
        for query in ("how long is the Border 200, km", "route changes from the recce", "ridgeway road"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("206km, 2400m" in c for c in context), context
        assert any("adds 9k + a nasty climb, 215 all told" in c for c in context), context
        reply = answer(question, context, mock="215km this year - the ridgeway road by Kerry is shut for felling, so "
                                               "it goes round by Dolfor, which adds 9k to the usual 206.")
finish(question, expected="206km", actual=reply)
