"""Batch 143 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Jan organises the spring craft fair at Norland village hall (Sat 9th May, 10-3) and keeps her notes in mem0
with ``memory.add(..., infer=False)``; the helper answers the committee and stallholders from a search of them.

Memory: 14/3: the raffle - tickets £1 a strip, drawn at 3 when the fair closes, prizes from the Co-op, the garden
centre and the stallholders; 22.3.: Sue wanted the draw at 2 so the stallholders can get off early - Jan told her
nobody's packing up before 3, they've all paid for the full day, so it stays as it was; Weds 8 Apr: Cllr Hughes (the
mayor) is opening the fair and wants to draw the raffle herself, but she's got to be at the cathedral for the civic
service by half 3, so the draw's at 2, posters done; 16th apr: 30 stalls booked. Question (Tue 5/5, Denise, a
stallholder, via Jan): "why's the raffle at 2 on the posters and not at the end?" The assistant says so the mayor can
draw it herself - she has to be at the cathedral by half 3. The label says so the stallholders can pack up early -
in memory, the reason Sue gave for a 2 o'clock draw, which Jan turned down.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b143_ctl_mem0_craftfair_raffle_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "norland-craft-fair-jan"
NOTES = [
    ("14/3", "RAFFLE - £1 a strip, draw at 3 when we close. prizes: Co-op hamper, garden centre voucher, + ask each "
             "stallholder for something small"),
    ("22.3.", "Sue wants the raffle draw at 2 so the stallholders can get off early - told her nobody's packing up "
              "before 3, they've all paid for the full day. so no, leaving it"),
    ("Weds 8 Apr", "Cllr Hughes (mayor) opening the fair at 10!! wants to draw the raffle herself but she's got to "
                   "be at the cathedral for the civic service by half 3, so we'll do the draw at 2. posters done w "
                   "that on"),
    ("16th apr", "30 stalls booked, 22 main hall + 8 small room. WI doing teas. Pauline says hall free fri nite now"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="norland-craft-fair"))
    for i, (day, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {text}"}], user_id=USER, metadata={"date": day},
                       infer=False)

    question = "why's the raffle at 2 on the posters and not at the end?"
    with turn_span("question Tue 5/5"):
        hits = memory.search("raffle draw at 2 why not at the end posters", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 5 May 2037. You are talking to Jan, who organises the spring craft fair at Norland "
                   "village hall (Sat 9 May); Denise, a stallholder, is asking."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("so the stallholders can get off early" in c for c in context), context
        assert any("cathedral for the civic service by half 3" in c for c in context), context
        reply = answer(question, context, mock="So the mayor can draw it herself - Cllr Hughes has to be at the "
                                               "cathedral for the civic service by half 3.")
finish(question, expected="so the stallholders can pack up early", actual=reply)
