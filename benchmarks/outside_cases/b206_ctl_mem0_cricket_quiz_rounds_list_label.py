"""Batch 206 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Bucknell Cricket Club's quiz night is Fri 27th Sept 2047 in the pavilion - six rounds, Clive's quizmaster, a
curry from the Spice Lounge. Jan (the club's social sec) stores her notes as they are with
``memory.add(..., infer=False)``; members ask the helper, which searches them.

Memory: Jan, 2047-09-02T21:00 - rounds: general knowledge, sport, music, pictures, cricket (obvs), food + drink; 9/9 -
Sheila says after last year's photocopier fiasco she's not doing the picture sheets again (can't blame her), so Clive's
doing a "guess the year" round in its place, he's got the old Wisdens out; Tue 17th - the curry, £7.50 a head, veggie
option; 20.9. - tables of 6, 14 teams in. Question (Mon 23/9, Dai, captain of the 2nd XI's team): "what are the rounds
this yr? want to get the lads swotting up" The assistant lists general knowledge, sport, music, guess the year,
cricket and food & drink. The label has a picture round in place of guess the year.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b206_ctl_mem0_cricket_quiz_rounds_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bucknell-cc-quiz-jan"
NOTES = [
    ("2047-09-02T21:00", "QUIZ NIGHT fri 27th sept 🏏🧠 in the pavilion 7.30, rounds: general knowledge, sport, music, "
                         "pictures, cricket (obvs), food + drink. Clive's quizmaster, 10 Qs a round"),
    ("9/9", "Sheila says after last yr's photocopier fiasco she's not doing the picture sheets again, can't blame her "
            "tbh 😂 so Clive's doing a 'guess the year' round in its place, he's got the old Wisdens out"),
    ("Tue 17th", "curry - Spice Lounge, £7.50 a head, chicken tikka + a veg one, Raj drops it at half 8"),
    ("20.9.", "tables of 6 max, 14 teams in so far, raffle for the new sightscreen"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bucknell-cc-quiz-47"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what are the rounds this yr? want to get the lads swotting up"
    with turn_span("question Mon 23/9"):
        context = ["Today is Mon 23 Sept 2047. You are talking to Dai, captain of the 2nd XI's quiz team at Bucknell "
                   "CC; the quiz night is Fri 27 Sept."]
        for query in ("quiz rounds", "picture round", "what rounds are in the quiz"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("rounds: general knowledge, sport, music, pictures" in c for c in context), context
        assert any("'guess the year' round in its place" in c for c in context), context
        reply = answer(question, context, mock="Six rounds: general knowledge, sport, music, guess the year (instead "
                                               "of the picture round), cricket, and food & drink. Clive's "
                                               "quizmaster.")
finish(question, expected="general knowledge, sport, music, a picture round, cricket and food & drink", actual=reply)
