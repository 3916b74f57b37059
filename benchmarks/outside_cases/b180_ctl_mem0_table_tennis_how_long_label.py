"""Batch 180 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; in-memory qdrant),
script style (each call its own trace).

App: Madeley Table Tennis Club's open evening is Weds 13th May 2043 at the Anstice - coaching on six tables, Dev's
robot, bats to borrow. Mandy (secretary) and Tom (tables) keep the club's notes in mem0 as they come, stored as
written (``memory.add(..., infer=False)``); the helper answers parents and newcomers from a search.

Memory: Mandy, 2043-03-18T21:00: the open evening Weds 13th May at the Anstice, 7 till half 9, bats to borrow,
coaching on 1-6, Dev's robot on 7; Tom, Thurs 9/4: tables up from 6.15, three to help with the barriers; Mandy, Tue
21st Apr: the Anstice have had a break-in, the caretaker's locking up at 9 on the dot from now on, no exceptions - so
we're done and packed away by 9, coaching stops 8.40, robot only till half 8; Gill, 2043-04-28T19:30: tea and
flapjacks at the hatch, donations to the junior fund. Question (Sat 9/5, Gill, for a mum on the club's Facebook
page): "how long's the open evening on weds? her two are coming straight from cubs" The assistant says 2 hours, 7
till 9 (coaching stops 8.40 to pack away). The label says two and a half hours, 7 till half 9 - the first note's
times.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b180_ctl_mem0_table_tennis_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "madeley-tt-club"
NOTES = [
    ("2043-03-18T21:00", "Mandy", "open evening weds 13th may at the Anstice 🏓 7 till half 9, bats to borrow, "
                                  "coaching on 1-6, Dev's robot on 7"),
    ("Thurs 9/4", "Tom", "tables up from 6.15, need 3 of you to help w the barriers pls"),
    ("Tue 21st Apr", "Mandy", "Anstice have had a break-in 😡 caretaker's locking up at 9 on the dot from now on, no "
                              "exceptions - so we're done + packed away by 9, coaching stops 8.40. sorry Dev, robot "
                              "only till half 8"),
    ("2043-04-28T19:30", "Gill", "tea + flapjacks at the hatch, donations to the junior fund, my mum's baking"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="madeley-tt-2043"))
    for day, who, note in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who}: {note}"}], user_id=USER,
                   metadata={"date": day, "from": who}, infer=False)
    question = "how long's the open evening on weds? her two are coming straight from cubs"
    hits = []
    for query in ("open evening times start finish", "how long is the open evening", "locking up time"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sat 9 May 2043. You are talking to Gill from Madeley Table Tennis Club, answering a mum on "
               "the club's Facebook page; the open evening is Weds 13 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("7 till half 9" in c for c in context), context
    assert any("locking up at 9 on the dot" in c and "packed away by 9" in c for c in context), context
    reply = answer(question, context, mock="2 hours - 7 till 9. The Anstice lock up at 9 sharp now, so coaching "
                                           "stops at 8.40 to pack away.")
finish(question, expected="two and a half hours - 7 till half 9", actual=reply)
