"""Batch 177 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; in-memory qdrant),
one root span per note and one for the question.

App: Cressage Village Hall turned 100 with a birthday tea on Sat 13th June 2043 - cake stall, teas and a raffle, all
towards the hall's new kitchen. Margaret, the hall committee's secretary, keeps her notes in mem0 as they are
(``infer=False``); the helper answers from a search.

Memory: Sat 13th June: what a day, first count on the night £456 all in - cake stall £212, teas £148, raffle £96,
all for the kitchen fund; Tue 16th: Jean rang, she'd left the £40 float in the cake tin, so that's 40 less off the
cake stall, she's mortified bless her; 2043-06-18T11:00: Sian's photos are on the hall's facebook, Mrs Ellis has
framed one already; Tue 23rd June: Bert's marquee back (one peg missing), thank-you cards to Sian and the WI.
Question (Thurs 25/6, Gwen, who does the parish magazine): "how much did the 100th tea make altogether? for the mag"
The assistant says £416 - £172 off the cake stall once Jean's £40 float came out, £148 teas, £96 raffle. The label
says £456 - the count on the night.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b177_ctl_mem0_village_hall_takings_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cressage-hall-margaret"
NOTES = [
    ("Sat 13th June", "what a day 🎉🎂 first count on the night £456 all in - cake stall £212, teas £148, raffle £96. "
                      "all for the kitchen fund"),
    ("Tue 16th", "Jean rang, she'd left the £40 float in the cake tin 🤦‍♀️ so that's 40 less off the cake stall. "
                 "she's mortified bless her"),
    ("2043-06-18T11:00", "Sian's photos are up on the hall facebook, gorgeous. Mrs Ellis has framed one already"),
    ("Tue 23rd June", "Bert's marquee back, one peg missing lol. thank you cards to Sian + the WI"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cressage-hall-100-money"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did the 100th tea make altogether? for the mag"
    with turn_span("question Thurs 25/6"):
        hits = []
        for query in ("how much did the tea make", "cake stall teas raffle money count", "float in the cake tin"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thurs 25 June 2043. You are talking to Gwen, who does the parish magazine; Cressage "
                   "Village Hall's 100th birthday tea was Sat 13 June."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("first count on the night £456 all in" in c for c in context), context
        assert any("left the £40 float in the cake tin" in c for c in context), context
        reply = answer(question, context, mock="£416 - £172 from the cake stall once Jean's £40 float came out, £148 "
                                               "from the teas and £96 from the raffle.")
finish(question, expected="£456 - the count on the night", actual=reply)
