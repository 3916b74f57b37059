"""Batch 290 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Wharfedale Falconry Centre fly a display team of hawks, falcons and owls twice a day through the summer, with
a volunteer doing the commentary off a sheet of which birds are up. Jo (the head falconer) puts her notes into the
centre's helper with ``memory.add(..., infer=False)``; the volunteers ask it things.

Memory: 2050-05-14T09:00 - the display team this summer: Nimbus and Juno (Harris hawks), Blue (peregrine), Pip
(kestrel), Pepper (lanner), Bramble (eagle owl) and Willow (barn owl) - 7 birds, two rotas; Mon 11 July - Nimbus has
dropped his first primary, so he's sat out till Sept, the moult's on; 17/7 - Bramble's off her food again, weight's
down 80g, not risking her in this heat, she stays on the weathering; Fri 22nd July - new glove stock in, car park
lines repainted. Question (Sat 23/7, Tom, a volunteer): "how many birds are flying in the display today? doing the
commentary sheet" The assistant says 5 (the 7, less Nimbus in the moult and Bramble off her food). The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b290_ctl_mem0_falconry_display_birds_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wharfedale-falconry-jo"
NOTES = [
    ("2050-05-14T09:00", "2050-05-14T09:00 DISPLAY TEAM this summer 🦅 Nimbus + Juno (harris hawks), Blue "
                         "(peregrine), Pip (kestrel), Pepper (lanner), Bramble (eagle owl), Willow (barn owl) - 7 "
                         "birds, 2 rotas, 11.30 + 3"),
    ("Mon 11 July", "Mon 11 July Nimbus has dropped his first primary 🪶 so he's sat out till sept, moult's on. "
                    "weigh him daily still pls"),
    ("17/7", "17/7 Bramble's off her food again, weight's down 80g 😟 not risking her in this heat, she stays on "
             "the weathering. vet if no better by weds"),
    ("Fri 22nd July", "Fri 22nd July new glove stock in for the shop, car park lines repainted, Ste's cut the grass "
                      "on the flying ground"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wharfedale-falconry-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many birds are flying in the display today? doing the commentary sheet"
    with turn_span("question Sat 23/7"):
        hits = []
        for query in ("display team birds", "which birds are not flying", "bird sat out moult off food"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 23 July 2050. You are talking to Tom, a volunteer at Wharfedale Falconry Centre "
                   "doing the display commentary."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("- 7 birds, 2 rotas" in c for c in context), context
        assert any("Nimbus has dropped his first primary" in c for c in context), context
        assert any("Bramble's off her food again" in c for c in context), context
        reply = answer(question, context, mock="5 - Juno, Blue, Pip, Pepper and Willow. Nimbus is sat out in the "
                                               "moult and Bramble's off her food, so she's on the weathering.")
finish(question, expected="7", actual=reply)
