"""Batch 155 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Sandra, who runs Soyland Village Hall's quiz and chips night (Fri 24th April 2037), keeps her notes in the hall
helper with ``memory.add(..., infer=False)``; people ask it things before the night.

Memory: Weds 8 Apr: quiz and chips Fri 24th, Trev quizmaster as always, Sandra on the scores, Keith the raffle; 14/4:
the chippy orders to Sandra by Thursday, the Golden Fry again; 22.4.: Trev's knee op has come through for the
Wednesday, he'll be laid up a fortnight, so his son-in-law Martin is reading Trev's questions out on Friday - Trev's
written them all already - and Martin's bringing his own mic; Tue 21st: 10 teams in, the scoreboard's been
repainted. Question (Thu 23/4, Jan, doing the Facebook post): "who's reading the questions out fri? want to put it
on the fb post" The assistant says Martin, Trev's son-in-law (Trev wrote the questions but he's laid up after his
knee op). The label says Trev - in memory, the quizmaster as always, who can't do it this time.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b155_ctl_mem0_quiz_questions_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "soyland-hall-sandra"
NOTES = [
    ("Weds 8 Apr", "QUIZ + CHIPS fri 24th apr, 7.30 start. Trev quizmaster as always, me on the scores, Keith doing "
                   "the raffle (bottles + a hamper)"),
    ("14/4", "chippy orders to me by thurs, the Golden Fry again, fish + chips £7, sausage £5, ready for half 9ish"),
    ("Tue 21st", "10 teams in now, max 12. scoreboard's been repainted (ta Keith), pens in the hall cupboard"),
    ("22.4.", "Trev's knee op's come thru for weds, he'll be laid up a fortnight bless him, so his son in law Martin's "
              "reading his questions out fri. Trev's written them all already. Martin's bringing his own mic"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="soyland-quiz-night"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "who's reading the questions out fri? want to put it on the fb post"
    with turn_span("question Thu 23/4"):
        hits = memory.search("who is quizmaster reading the questions", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 23 April 2037. You are talking to Jan, who is doing the Facebook post for Soyland "
                   "Village Hall's quiz and chips night on Fri 24 April."] + \
                  [f"{h.get('metadata', {}).get('date', '')}: {h['memory']}" for h in hits]
        assert any("Trev quizmaster as always" in c for c in context), context
        assert any("Martin's reading his questions out fri" in c for c in context), context
        reply = answer(question, context, mock="Martin, Trev's son-in-law - Trev's written the questions but he's "
                                               "laid up after his knee op.")
finish(question, expected="Trev - quizmaster as always", actual=reply)
