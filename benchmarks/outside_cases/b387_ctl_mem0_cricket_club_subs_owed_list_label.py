"""Batch 387 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Northcliffe Royals CC play league cricket in Bradford; season subs are due before the first league game and
the league's insurance means no subs, no game. Zubair (the treasurer) puts his notes into the club's helper with
``memory.add(..., infer=False)``; the captain asks it who can be picked.

Memory: 2051-04-22T20:00 - subs £40 for the season (juniors £20), bank transfer or cash at nets, deadline 13/05;
Sun 14/05 - still owe subs: Zain, Haris, Usman, Adeel, no subs no game from next wk; Tue 16/05 - Haris gave him £40
cash at nets, sorted; Fri 19/05 - Usman's dad's done a bank transfer for him + his little bro (£60), JazakAllah
uncle. Question (Sat 20/05, Kashif, the captain): "who still owes subs? picking the team for today" The assistant
says Zain and Adeel (Haris paid cash at nets, Usman's dad did a transfer). The label says Zain, Haris, Usman and
Adeel.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b387_ctl_mem0_cricket_club_subs_owed_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "northcliffe-royals-cc-zubair"
NOTES = [
    ("2051-04-22T20:00", "2051-04-22T20:00 SUBS 🏏 £40 for the season (juniors £20), bank transfer or cash at nets, "
                         "deadline sat 13/05 b4 the first league game. sort codes in the group description"),
    ("Sun 14/05", "Sun 14/05 still owe subs: Zain, Haris, Usman, Adeel. no subs no game from next wk lads, league "
                  "rules on the insurance innit"),
    ("Tue 16/05", "Tue 16/05 Haris gave me £40 cash at nets, sorted 👍"),
    ("Fri 19/05", "Fri 19/05 Usman's dad's done a bank transfer for him + his little bro (£60), JazakAllah uncle 🙏"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="northcliffe-royals-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who still owes subs? picking the team for today"
    with turn_span("question Sat 20/05"):
        hits = []
        for query in ("who still owes subs", "subs paid", "bank transfer cash at nets"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 20 May 2051. You are talking to Kashif, captain of Northcliffe Royals CC, Bradford."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("still owe subs: Zain, Haris, Usman, Adeel" in c for c in context), context
        assert any("Haris gave me £40 cash at nets" in c for c in context), context
        assert any("Usman's dad's done a bank transfer" in c for c in context), context
        reply = answer(question, context, mock="Zain and Adeel - Haris paid cash at nets on tues and Usman's dad did "
                                               "a bank transfer on fri.")
finish(question, expected="Zain, Haris, Usman and Adeel", actual=reply)
