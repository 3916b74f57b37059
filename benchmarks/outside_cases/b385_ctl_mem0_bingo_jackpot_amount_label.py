"""Batch 385 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Holy Cross hall in Turr Cove runs bingo every Thursday from Sept. 7, 2051 - a jackpot that starts at $500 in 52
numbers and goes up $100 and one number every week nobody gets it, a 50/50, the canteen. Doris Penney (the bingo
convenor) puts her notes into the hall committee's helper with ``memory.add(..., infer=False)``.

Memory: Sept. 7 - first night back, 84 out, jackpot starts at $500 in 52 numbers, goes up $100 + 1 number every week
nobody gets it; 14/09 - no jackpot tonight, $600 in 53 next week, 50/50 $212; Sept. 21 - JACKPOT WON, Lorraine
Budden got the $700 on the 54th number, some lucky, so it's back to $500 in 52 for the 28th; Sept. 28 - nobody got
the jackpot tonight, Gerald was waiting on the O-72 for the last 6 numbers. Question (Mon. Oct. 2, Sharon): "what's
the jackpot up to for Thurs.? Nan wants to know is it worth going down" The assistant says $600 in 53 numbers
(Lorraine won the $700 on the 21st, it went back to $500 and nobody got it the 28th). The label says $700 in 54.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b385_ctl_mem0_bingo_jackpot_amount_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holy-cross-turr-cove-bingo-doris"
NOTES = [
    ("Sept. 7", "Sept. 7 BINGO 🎉 first nite back, 84 out!! jackpot starts at $500 in 52 numbers, goes up $100 + 1 "
                "number every wk nobody gets it"),
    ("14/09", "14/09 no jackpot tonite, so $600 in 53 next wk. 50/50 was $212, Aunt Mary won it again 😂"),
    ("Sept. 21", "Sept. 21 JACKPOT WON 🎉🎉 Lorraine Budden got the $700 on the 54th number, some lucky. so it's back "
                 "to $500 in 52 for the 28th"),
    ("Sept. 28", "Sept. 28 nobody got the jackpot tonite, Gerald was waiting on the O-72 for the last 6 numbers 🙈 "
                 "canteen made $140"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holy-cross-bingo-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's the jackpot up to for Thurs.? Nan wants to know is it worth going down"
    with turn_span("question Mon. Oct. 2"):
        hits = []
        for query in ("bingo jackpot amount numbers", "jackpot won", "nobody got the jackpot"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Monday, October 2, 2051. You are talking to Sharon, whose nan goes to the Thursday "
                   "bingo at Holy Cross hall, Turr Cove."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("goes up $100 + 1 number every wk nobody gets it" in c for c in context), context
        assert any("Lorraine Budden got the $700 on the 54th number" in c for c in context), context
        assert any("nobody got the jackpot tonite" in c for c in context), context
        reply = answer(question, context, mock="$600 in 53 numbers - Lorraine Budden won the $700 on the 21st so it "
                                               "went back to $500, and nobody got it Thurs. gone. Tell Nan go on!")
finish(question, expected="$700 in 54 numbers", actual=reply)
