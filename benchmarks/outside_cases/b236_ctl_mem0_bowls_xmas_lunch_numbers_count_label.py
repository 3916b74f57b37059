"""Batch 236 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Norland Bowling Club have their Christmas lunch on Sat 17th Dec 2050 at the Moorcock - turkey, salmon or nut
roast, a raffle, a table plan. Brenda (the social secretary) puts her notes into the club's helper with
``memory.add(..., infer=False)``; the pub ask her for final numbers.

Memory: 2050-10-05T14:00 - the list's at 48 names, partners included; Thu 3 Nov - menu choices in, 30 turkey, 12
salmon, 6 nut roast, to the Moorcock by the 1st; 22.11. - Ron's knee op's come through for the 9th, so him and
Sheila won't make it, bless them, a card's gone round; Tue 6th Dec - Brian's bringing his sister from Rochdale, she's
on her own this year, put her with the Walkers on table 3. Question (Weds 14/12, from the Moorcock via Brenda): "how
many are we for the xmas lunch? the Moorcock want final numbers" The assistant says 47 (48, less Ron and Sheila, plus
Brian's sister). The label says 48.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b236_ctl_mem0_bowls_xmas_lunch_numbers_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "norland-bc-social-brenda"
NOTES = [
    ("2050-10-05T14:00", "2050-10-05T14:00 XMAS LUNCH 🎄 list's at 48 names incl partners!! sat 17th dec at the "
                         "Moorcock, 12.30, £26 a head. raffle prizes to me"),
    ("Thu 3 Nov", "Thu 3 Nov menu choices in - 30 turkey, 12 salmon, 6 nut roast, to the Moorcock by the 1st. "
                  "Jean wants her gravy on the side as usual 😂"),
    ("22.11.", "22.11. Ron's knee op's come through for the 9th so him + Sheila won't make it, bless them. card's "
               "gone round in the clubhouse, pls sign"),
    ("Tue 6th Dec", "Tue 6th Dec Brian's bringing his sister from Rochdale, she's on her own this yr, turkey. put "
                    "her with the Walkers on table 3"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="norland-bc-xmas-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many are we for the xmas lunch? the Moorcock want final numbers"
    with turn_span("question Weds 14/12"):
        hits = []
        for query in ("christmas lunch numbers names", "who can't come to the lunch", "bringing a guest"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 14 December 2050. You are talking to Brenda, social secretary of Norland Bowling "
                   "Club (Christmas lunch Sat 17 Dec at the Moorcock)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("list's at 48 names" in c for c in context), context
        assert any("him + Sheila won't make it" in c for c in context), context
        assert any("Brian's bringing his sister" in c for c in context), context
        reply = answer(question, context, mock="47 - the 48 on the list, less Ron and Sheila, plus Brian's sister.")
finish(question, expected="48", actual=reply)
