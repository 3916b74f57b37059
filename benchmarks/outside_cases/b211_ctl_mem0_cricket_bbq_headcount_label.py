"""Batch 211 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message is
stored as it is; in-memory qdrant), search, script style (every call its own trace).

App: Hopton Wafers CC hold their end-of-season barbecue on Sat 12th Sept 2048 at the ground - burgers, the awards, the
bar. The club's WhatsApp messages go into mem0 as they are (``memory.add(..., infer=False)``); Gaz (doing the food)
asks the club's helper how many to cater for.

Memory: 2048-08-28T20:30 Gaz - the bbq sheet in the pavilion's got 64 names on, he'll order the burgers off that; 1/9
Steve - the 2nd XI have only gone and got to the cup final, at Bridgnorth the same Sat, so that's 9 of the names who
won't be back till late if at all - don't do food for them; Gaz - gutted for the bbq, chuffed for them, will knock
them off; Jackie - the bar (Hobsons + Butty Bach, £3.80). Question (Thu 10/9, Gaz, ringing the butcher): "how many are
we feeding at the bbq sat then?" The assistant says 55 (64 on the sheet less the 9 at the cup final). The label says
64.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b211_ctl_mem0_cricket_bbq_headcount_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hopton-wafers-cc-bbq"
MESSAGES = [
    ("2048-08-28T20:30", "Gaz - bbq sheet in the pavilion's got 64 names on 👍 I'll order the burgers off that, "
                         "Pritchards want numbers by fri 11th"),
    ("1/9", "Steve - 2nd XI have only gone + got to the cup final 🏆 it's at Bridgnorth the same sat so that's 9 of "
            "the names who won't be back till late if at all - don't do food for them"),
    ("1/9", "Gaz - gutted for the bbq, chuffed for them 😂 will knock them off"),
    ("3/9", "Jackie - bar's Hobsons + Butty Bach, £3.80 a pint, soft drinks £1.50, I'm on from 5ish"),
    ("sat 5/9", "Steve - awards half 7 in the pavilion, Ron's getting a tankard for 40 yrs umpiring"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hopton-wafers-cc-2048"))
    for day, text in MESSAGES:
        memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many are we feeding at the bbq sat then?"
    context = ["Today is Thu 10 Sept 2048. You are talking to Gaz, who is doing the food for Hopton Wafers CC's "
               "end-of-season barbecue (Sat 12 Sept)."]
    for query in ("bbq names on the sheet", "food numbers", "cup final 2nd XI"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("got 64 names on" in c for c in context), context
    assert any("that's 9 of the names who won't be back" in c for c in context), context
    assert any("will knock them off" in c for c in context), context
    reply = answer(question, context, mock="55 - there are 64 names on the sheet, less the 9 from the 2nd XI who'll "
                                           "be at the cup final in Bridgnorth.")
finish(question, expected="64", actual=reply)
