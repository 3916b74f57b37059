"""Batch 369 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mulga Vale Station's Kelpie Bore pump has packed it in, so water's carted to the Kelpie paddock mob with the
station's 9,000 L tanker till the pump's pulled. Shaz (the bookkeeper) puts the water notes into the helper with
``memory.add(..., infer=False)``, and keeps the station's water log from it.

Memory: Thu 9/3 - the Kelpie Bore pump's cactus, carting to the Kelpie mob, 2 loads a day with the 9,000 L tanker,
that's 18,000 L, should hold the 300 head; Sat 11/3 - the turkey nest at Kelpie's dry, it's all off the tanker now;
Sun 12/3 - Rob's moved the 120 heifers in with the Kelpie mob (Gidgee's too boggy), so make it 3 loads a day from
Mon; Tue 14/3 - Jacko does the 1st load at 0600 before it gets hot, Rob the 2nd and 3rd. Question (Wed 15/3, Shaz):
"how many litres a day are we carting to Kelpie now? filling in the water log" The assistant says 27,000 L (3 loads
of 9,000 L since Mon, with the heifers in). The label says 18,000 L.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b369_ctl_mem0_bore_carting_litres_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mulga-vale-water-shaz"
NOTES = [
    ("Thu 9/3", "Thu 9/3 Kelpie Bore pump's cactus 😩 carting to the Kelpie mob, 2 loads a day w/ the 9,000 L tanker, "
                "that's 18,000 L, should hold the 300 head till the pump bloke comes"),
    ("Sat 11/3", "Sat 11/3 turkey nest at Kelpie's bone dry now so it's all off the tanker. trough float ok"),
    ("Sun 12/3", "Sun 12/3 Rob's moved the 120 heifers in w/ the Kelpie mob (Gidgee's too boggy) so make it 3 loads a "
                 "day from Mon, reckon they'll drink it dry otherwise"),
    ("Tue 14/3", "Tue 14/3 Jacko's doing the 1st load at 0600 b4 it gets hot, Rob the 2nd + 3rd. tanker's "
                 "due a service, 48,210 km"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mulga-vale-water-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many litres a day are we carting to Kelpie now? filling in the water log"
    with turn_span("question Wed 15/3"):
        hits = []
        for query in ("litres carted to Kelpie a day", "loads a day with the tanker", "heifers moved in Kelpie mob"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 March 2051. You are talking to Shaz, the bookkeeper on Mulga Vale Station, who "
                   "keeps the water log."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("2 loads a day w/ the 9,000 L tanker, that's 18,000 L" in c for c in context), context
        assert any("so make it 3 loads a day from Mon" in c for c in context), context
        reply = answer(question, context, mock="27,000 L a day - 3 loads of 9,000 L since Monday, with the 120 "
                                               "heifers in with the Kelpie mob.")
finish(question, expected="18,000 L", actual=reply)
