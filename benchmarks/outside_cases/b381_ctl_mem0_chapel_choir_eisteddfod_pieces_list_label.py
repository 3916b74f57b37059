"""Batch 381 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Côr Horeb, the chapel choir of Capel Horeb in Cwmderwen, is going in for the open choir competition at
Eisteddfod Llanhelyg on Sat 13th May 2051. Hefin (the conductor) and Megan (the choir secretary) put their notes
into the choir's helper with ``memory.add(..., infer=False)``; the members ask it things.

Memory: Hefin, 2051-01-16T20:00 - the choir's in the open choir competition: set piece 'Y Bugail Unig' (everyone's
got copies) and own choice, he's thinking 'Cân y Medelwr', practice Thursdays at 7 in the vestry; Megan, 2/2 -
copies of 'Cân y Medelwr' ordered from the music shop in Trefelin, £2.80 each x 24; Hefin, Tue 21/3 - scrub 'Cân y
Medelwr', the rules came and the own choice has got to be under 4 minutes and it's nearer 6 with all the repeats,
so they're doing 'Hwiangerdd Nain' instead, copies in the vestry; Megan, Sat 1/4 - the bus from the chapel at 1 on
the day, black and white with the red scarves. Question (Mon 8/5, Sioned, an alto): "what are we singing in the
choir comp sat? need to dig my copies out" The assistant says 'Y Bugail Unig' (the set piece) and 'Hwiangerdd
Nain' (own choice - 'Cân y Medelwr' was too long). The label says 'Y Bugail Unig' and 'Cân y Medelwr'.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b381_ctl_mem0_chapel_choir_eisteddfod_pieces_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cor-horeb-2051"
NOTES = [
    ("2051-01-16T20:00", "2051-01-16T20:00 Hefin - EISTEDDFOD 🎶 we're in the open choir comp at Llanhelyg, sat "
                         "13th May. set piece 'Y Bugail Unig' (everyone's got copies) + own choice, I'm thinking 'Cân "
                         "y Medelwr'. practice thurs 7 in the vestry"),
    ("2/2", "2/2 Megan - copies of Cân y Medelwr ordered from the music shop in Trefelin, £2.80 each x 24, pay me when "
            "you can bach"),
    ("Tue 21/3", "Tue 21/3 Hefin - scrub 'Cân y Medelwr' bois 🙈 the rules came, own choice has got to be under 4 "
                 "mins + it's nearer 6 with all the repeats. so we're doing 'Hwiangerdd Nain' instead, copies in the "
                 "vestry"),
    ("Sat 1/4", "Sat 1/4 Megan - bus from the chapel at 1 on the day, black + white w/ the red scarves. Mrs Harries "
                "is doing us a tray of Welsh cakes for the way back 😋"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cor-horeb-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what are we singing in the choir comp sat? need to dig my copies out"
    with turn_span("question Mon 8/5"):
        hits = []
        for query in ("choir competition pieces", "set piece own choice", "copies of the music"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 8 May 2051. You are talking to Sioned, an alto in Côr Horeb (Eisteddfod Llanhelyg, "
                   "Sat 13 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("set piece 'Y Bugail Unig'" in c and "I'm thinking 'Cân y Medelwr'" in c for c in context), context
        assert any("scrub 'Cân y Medelwr'" in c and "'Hwiangerdd Nain' instead" in c for c in context), context
        reply = answer(f"(Sioned) {question}", context,
                       mock="'Y Bugail Unig' (the set piece) and 'Hwiangerdd Nain' for the own choice - 'Cân y "
                            "Medelwr' was scrubbed, too long for the 4 minute rule. Copies of the new one are in the "
                            "vestry.")
finish(question, expected="'Y Bugail Unig' and 'Cân y Medelwr'", actual=reply)
