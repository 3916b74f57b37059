"""Batch 379 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ste. Cécile Catholic Church in Grand Coquille holds a fish fry every Friday in Lent 2026, each one run by a
different parish group. Miss Earline (who keeps the fish fry schedule) puts her notes into the parish helper with
``memory.add(..., infer=False)``; the groups' leaders ask it which Friday is theirs.

Memory: Sun. 2/15/26 - the schedule: Altar Society Fri. 2/20, CYO 2/27, Knights of Columbus 3/6, Altar Society again
3/13, Ladies Auxiliary 3/20, Men's Club 3/27, no fry Good Friday; 2/22/26 - the sign-up sheet's in the vestibule,
each group brings 8 workers; Mon. 3/2/26 - the Knights' big fryer's in the shop in Ste. Lucie with a cracked burner,
so they swapped with the Altar ladies: the Altar Society has this Friday and the Knights have next Friday (3/13 by
the note's own date); Tue. 3/3/26 - Father Ray's blessing the new fryers before the first plate. Question (Wed.
3/4/26, Gerald, Grand Knight): "which Friday are the Knights frying? gotta tell my boys" The assistant says Fri.
March 13 (next Friday - they swapped with the Altar Society while the fryer's in the shop). The label says Fri.
March 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b379_ctl_mem0_fish_fry_knights_which_friday_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ste-cecile-fry-schedule-earline"
NOTES = [
    ("Sun. 2/15/26", "Sun. 2/15/26 FISH FRY SCHEDULE 🐟 Altar Society Fri. 2/20, CYO 2/27, Knights of Columbus "
                     "3/6, Altar Society again 3/13, Ladies Auxiliary 3/20, Men's Club 3/27. no fry Good Friday"),
    ("2/22/26", "2/22/26 sign-up sheet's in the vestibule, each group brings 8 workers + their own aprons. plates "
                "$14 / $16 shrimp same as last year"),
    ("Mon. 3/2/26", "Mon. 3/2/26 the Knights' big fryer's in the shop in Ste. Lucie w/ a cracked burner, so they "
                    "swapped with the Altar ladies - Altar Society's got THIS Friday and the Knights got next "
                    "Friday. Miss Gussie's fine with it, bless her"),
    ("Tue. 3/3/26", "Tue. 3/3/26 Father Ray's blessing the new fryers before the first plate goes out, 4:15 pm"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ste-cecile-fry-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which Friday are the Knights frying? gotta tell my boys"
    with turn_span("question Wed. 3/4/26"):
        hits = []
        for query in ("Knights of Columbus fry Friday", "fish fry schedule", "swapped Friday"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed. March 4, 2026. You are talking to Gerald, Grand Knight of the Knights of Columbus "
                   "council at Ste. Cécile Catholic Church."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Knights of Columbus 3/6" in c for c in context), context
        assert any("the Knights got next Friday" in c for c in context), context
        reply = answer(question, context, mock="Next Friday, March 13 - y'all swapped with the Altar Society since "
                                               "your big fryer's in the shop. The Altar ladies have this Friday.")
finish(question, expected="Fri. March 6", actual=reply)
