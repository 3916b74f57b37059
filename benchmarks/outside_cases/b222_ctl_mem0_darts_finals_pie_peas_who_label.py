"""Batch 222 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Ludlow & District Darts League hold their finals night on Fri 4th June 2049 at the Church Inn - singles, pairs
and the knockout cup on three boards, 7.30ish start, pie and peas at the break, trophies after. Pete (the league
secretary) keeps his notes in the league's helper (``memory.add(..., infer=False)``); captains ask it things.

Memory: 2049-03-02T21:00 - finals night Fri 4th June at the Church Inn, 7.30ish, pie and peas at the break,
Maureen the landlady doing it as always, £4, numbers to her; 14/4 - boards: 3 in the back bar, the Bull's and the
Compasses' losing semi teams marking; Weds 19 May - Maureen's off to her sister's in Rhyl that week so Shirl from
behind the bar's doing the pie and peas, same price, numbers to Shirl by the Tuesday, she's ordering from Griffiths;
Tue 25th - trophies back from the engravers. Question (Mon 31/5, Kev, captain of the Bull's team): "who do I give
our numbers to for the pie + peas fri? there's 9 of us" The assistant says Shirl from behind the bar (by Tuesday;
Maureen's away at her sister's). The label says Maureen (the landlady in the first note, who's away that week).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b222_ctl_mem0_darts_finals_pie_peas_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ludlow-darts-pete"
NOTES = [
    ("2049-03-02T21:00", "FINALS NIGHT 🎯 fri 4th june, the Church Inn, 7.30ish. pie + peas at the break - Maureen's "
                         "doing it as always (landlady), £4, numbers to her"),
    ("14/4", "14/4 boards - 3 in the back bar, singles on 1, pairs on 2 + 3. markers from the losing semi teams (the "
             "Bull + the Compasses)"),
    ("Weds 19 May", "Weds 19 May Maureen's off to her sister's in Rhyl that wk 🙄 so Shirl from behind the bar's "
                    "doing the pie + peas, same price, numbers to Shirl by the tues pls, she's ordering from "
                    "Griffiths"),
    ("Tue 25th", "Tue 25th trophies back from the engravers ✔ Dennis's name spelt right this time lol"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ludlow-darts-2049"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who do I give our numbers to for the pie + peas fri? there's 9 of us"
    with turn_span("question Mon 31/5"):
        hits = []
        for query in ("who is doing the pie and peas", "numbers for the pie and peas", "food at the break"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 31 May 2049. You are talking to Kev, captain of the Bull's team in the Ludlow & "
                   "District Darts League (finals night Fri 4 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Maureen's doing it as always (landlady)" in c for c in context), context
        assert any("Shirl from behind the bar's doing the pie + peas" in c for c in context), context
        reply = answer(question, context, mock="Shirl from behind the bar - she's doing the pie and peas this time "
                                               "(Maureen's away at her sister's), so give her your 9 by Tuesday.")
finish(question, expected="Maureen, the landlady", actual=reply)
