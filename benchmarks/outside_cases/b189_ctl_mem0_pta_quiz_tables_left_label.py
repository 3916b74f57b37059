"""Batch 189 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; in-memory qdrant),
one root span per note and one for the question.

App: St Peter's CE Primary, Wrockwardine Wood has its PTA quiz night on Fri 11th March 2044 in the school hall -
tables of 6 at £30 a table, fish and chips from the chippy, a raffle. Jo, the PTA secretary, keeps the notes in the
PTA's helper with ``memory.add(messages, user_id=..., metadata={"date": ...}, infer=False)``.

Memory: 2044-01-20T20:00 - the hall takes 14 tables of 6, 9 sold so far so 5 to go, £30 a table; Tue 9/2 - Mrs Khan
(the head) had the fire officer round about the new stage, and with it up in the hall they're only allowed 12 tables
at most, he was very nice about it but no; 17.2. - 2 more tables gone, the Yr 6 mums and the cricket club lot;
2044-03-02T19:10 - fish and chips from the Codfather again, orders by the Wednesday. Question (Wed 9/3, Dave, the
PTA treasurer): "how many tables have we still got to sell? the cubs leader was asking" The assistant says 1 - the
hall's only allowed 12 tables with the stage up, and 11 are sold. The label says 5 (the January count, before the
fire officer's visit and the two later tables).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b189_ctl_mem0_pta_quiz_tables_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-peters-ww-pta-jo"
NOTES = [
    ("2044-01-20T20:00", "QUIZ NIGHT fri 11th march 🧠 hall takes 14 tables of 6, 9 sold so far so 5 to go. £30 a "
                         "table, Mr Price doing the questions again"),
    ("Tue 9/2", "Mrs Khan had the fire officer round re the new stage 🙄 with it up in the hall we're only allowed 12 "
                "tables max, he was very nice about it but no"),
    ("17.2.", "2 more tables gone 🙌 the Yr 6 mums + the cricket club lot"),
    ("2044-03-02T19:10", "fish + chips from the Codfather again 🍟 orders in by the weds, cod + chips £8.50"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-peters-ww-quiz-2044"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many tables have we still got to sell? the cubs leader was asking"
    with turn_span("question Wed 9/3"):
        hits = []
        for query in ("how many tables still to sell", "more tables gone", "how many tables in the hall"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 9 March 2044. You are talking to Dave, treasurer of St Peter's CE Primary PTA; the "
                   "quiz night is Fri 11 March."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 sold so far so 5 to go" in c for c in context), context
        assert any("only allowed 12 tables max" in c for c in context), context
        assert any("2 more tables gone" in c for c in context), context
        reply = answer(question, context, mock="Just 1 - with the new stage up the hall's only allowed 12 tables, and "
                                               "11 are sold (9, then the Yr 6 mums and the cricket club).")
finish(question, expected="5", actual=reply)
