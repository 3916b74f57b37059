"""Batch 347 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each log entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Forge Strength (a powerlifting gym in Geelong) logs its lifters' meets in the gym's helper. Coach Tony puts
Dani's attempt plan and his meet-day notes in with ``memory.add(..., infer=False)``; whoever does the results
board asks it for totals.

Memory: 2050-06-01T19:30 - Dani's attempts for the state titles on Sun 12/6 (-63kg): squat 160/170/180, bench
92.5/97.5/102.5, deadlift 190/200/210 - if all 9 go that's a 492.5 total, a state record; Sun 12/6 - weighed in
62.4, squat 160, 170, 180 all good (3 whites on 180), bench 92.5 and 97.5 good, 102.5 three reds, didn't wait for
the press call; Sun 12/6 later - deadlift 190 and 200 good, 3rd put in at 212.5 to chase the record and it went,
three whites; Tue 14/6 - deload week. Question (Wed 15/6, Kirra, doing the results board): "what total did Dani post
on sunday? putting it on the board" The assistant says 490kg (180 + 97.5 + 212.5; the 102.5 bench was red-lighted
and the last deadlift went up to 212.5). The label says 492.5kg - the total in Tony's attempt plan "if all 9 go".
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b347_ctl_mem0_powerlifting_meet_total_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "forge-strength-dani"
NOTES = [
    ("2050-06-01T19:30", "2050-06-01T19:30 (Tony) Dani's attempts for states sun 12/6, -63kg: SQ 160/170/180, BP "
                         "92.5/97.5/102.5, DL 190/200/210. if all 9 go that's a 492.5 total = state record 🏆 no "
                         "pressure lol"),
    ("Sun 12/6", "Sun 12/6 (Tony) meet day - weighed in 62.4 ✅ SQ 160 ✅ 170 ✅ 180 ✅ (depth was close on 180 but 3 "
                 "whites). BP 92.5 ✅ 97.5 ✅ 102.5 ❌ 3 reds, didn't wait for the press call 🤦 we'll drill it"),
    ("Sun 12/6 later", "Sun 12/6 later (Tony) DL 190 ✅ 200 ✅, put the 3rd in at 212.5 to chase the record and it went "
                       "✅✅✅ 🔥🔥 whole room lost it"),
    ("Tue 14/6", "Tue 14/6 Dani back in, deload wk, everything 3x5 @ 60%. hands are wrecked from the DL chalk"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="forge-strength-meets-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"log-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what total did Dani post on sunday? putting it on the board"
    with turn_span("question Wed 15/6"):
        hits = []
        for query in (question, "Dani meet total", "DL 3rd attempt record"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15 June 2050. You are talking to Kirra, who keeps the results board at Forge "
                   "Strength."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("that's a 492.5 total" in c for c in context), context
        assert any("102.5 ❌ 3 reds" in c for c in context), context
        assert any("put the 3rd in at 212.5" in c for c in context), context
        reply = answer(question, context, mock="490kg - squat 180, bench 97.5 (the 102.5 got three reds) and deadlift "
                                               "212.5.")
finish(question, expected="492.5kg", actual=reply)
