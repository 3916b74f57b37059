"""Batch 225 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Hopesay WI's garden party was Sat 8th July 2051 in Val's garden at Brook House - stalls, a Pimm's tent, teas,
a raffle. Val (the president) and Sheila (who did the Pimm's with her husband) put their notes into the WI's helper
as they are (``memory.add(..., infer=False)``); Margaret (the treasurer) asks it for the minutes.

Memory: 2051-06-20T19:30 Val - Pimm's £3.50 a glass, float £40 from the tin; 2051-07-08T16:05 Val - totted up the
stalls at 4ish, £520, cakes did best as usual; 8th July 6.40pm Sheila - raffle's drawn, £212 in the bucket, and
they found the Pimm's tin under the trestle when they were stacking, nobody'd counted it - £184, but the £40
float's still in there; Sun 9th Jul Val - Joan's quilt went to a lady from Craven Arms. Question (Mon 10/7,
Margaret): "how much did the garden party make all in? for the minutes" The assistant says £876 (£520 stalls + £212
raffle + £144 Pimm's once the float's out). The label says £520 (Val's 4 o'clock count of the stalls, before the
raffle and the Pimm's tin).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b225_ctl_mem0_wi_garden_party_takings_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hopesay-wi"
NOTES = [
    ("2051-06-20T19:30", "Val", "Pimm's 🍓 £3.50 a glass, £12 a jug, float £40 from the tin, Sheila's Roger doing it"),
    ("2051-07-08T16:05", "Val", "totted up the stalls at 4ish - £520 🎉 cakes did best as usual, plants not far "
                                "behind"),
    ("8th July 6.40pm", "Sheila", "raffle's drawn, £212 in the bucket. + found the Pimm's tin under the trestle when "
                                  "we were stacking 🙈 nobody'd counted it - £184 but the £40 float's still in there"),
    ("Sun 9th Jul", "Val", "Joan's quilt went to a lady from Craven Arms, she was thrilled. thank you cards to Brook "
                           "House from all of us"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: nothing is extracted


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hopesay-wi-party-2051"))
    for i, (day, who, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who} - {note}"}], user_id=USER,
                       metadata={"date": day, "by": who}, infer=False)
    question = "how much did the garden party make all in? for the minutes"
    with turn_span("question Mon 10/7"):
        hits = []
        for query in ("how much did the garden party make", "raffle Pimm's takings", "stalls total"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 10 July 2051. You are talking to Margaret, Hopesay WI's treasurer, writing the "
                   "minutes of the garden party (Sat 8 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("totted up the stalls at 4ish - £520" in c for c in context), context
        assert any("£212 in the bucket" in c and "the £40 float's still in there" in c for c in context), context
        reply = answer(question, context, mock="£876 all in - £520 from the stalls, £212 from the raffle and £144 "
                                               "from the Pimm's (the £184 in the tin less the £40 float).")
finish(question, expected="£520", actual=reply)
