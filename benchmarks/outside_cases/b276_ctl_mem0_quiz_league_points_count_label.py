"""Batch 276 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Spen Valley Quiz League - pub teams on Tuesday nights, 2 points a win and 1 a draw, disputed questions
appealed to the league secretary. Shirley keeps her team's (the Brain Drain, at the Navigation) season notes in a
helper with ``memory.add(..., infer=False)``; team-mates ask it things.

Memory: 2050-10-05T22:30 - after wk 3 we're on 9 pts, top of the table on score difference; Tue 11 Oct - won 52-47
away at the Fleece, 2 pts so 11 now; Fri 14/10 - the Fleece appealed the question on the Humber Bridge (we said 1981
they said 1982 and they were right it turns out), league sec's upheld it so it's a draw 49.5-49.5, 1 pt not 2 🙄, so
we're on 10; Mon 17th - Pete's away for wk 5, Colin's subbing. Question (Weds 19/10, Colin): "how many points have we
got? trying to work out if we can still catch the Quizzly Bears" The assistant says 10 (the Fleece match went down to
a draw on appeal). The label says 11.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b276_ctl_mem0_quiz_league_points_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brain-drain-quiz-shirley"
NOTES = [
    ("2050-10-05T22:30", "2050-10-05T22:30 after wk 3 we're on 9 pts 🧠 top of the table on score difference!! "
                         "Quizzly Bears on 8"),
    ("Tue 11 Oct", "Tue 11 Oct won 52-47 away at the Fleece, 2 pts so 11 now. their QM's music round was dreadful, "
                   "all prog rock"),
    ("Fri 14/10", "Fri 14/10 the Fleece appealed the one on the Humber Bridge (we said 1981, they said 1982, turns "
                  "out they were right 🙄) + league sec's upheld it so it's a draw 49.5-49.5, 1 pt not 2. so we're "
                  "on 10"),
    ("Mon 17th", "Mon 17th Pete's away for wk 5 (Tenerife, alright for some), Colin's subbing. home v the Quizzly "
                 "Bears tues"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brain-drain-quiz-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many points have we got? trying to work out if we can still catch the Quizzly Bears"
    with turn_span("question Weds 19/10"):
        hits = []
        for query in ("league points total", "match result points", "appeal league sec"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 19 October 2050. You are talking to Colin, who's subbing for the Brain Drain (the "
                   "Navigation) in the Spen Valley Quiz League."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("2 pts so 11 now" in c for c in context), context
        assert any("league sec's upheld it so it's a draw" in c and "so we're on 10" in c for c in context), context
        reply = answer(question, context, mock="10 - the win at the Fleece went down to a draw on appeal (the Humber "
                                               "Bridge question), so 1 point not 2.")
finish(question, expected="11", actual=reply)
