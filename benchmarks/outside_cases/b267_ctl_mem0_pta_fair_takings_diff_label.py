"""Batch 267 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: St Mary's Primary PTA held their summer fair on Sat 25th June 2050 - tombola, cakes, a bouncy castle, the
raffle, the teachers in the stocks. Claire (the treasurer) puts her money notes into the PTA's helper with
``memory.add(..., infer=False)``; the newsletter wants the figure.

Memory: 2050-06-25T18:30 - £1,840 in the tins, counted with Mr Khan, best year ever; 26/6 - £200 of that's the
float, it's going back to the school account tomorrow; Mon 27th June - the bouncy castle man wanted £150 cash on
the day, paid out of the tins, receipt in the box; Weds 29/6 - banked the rest, Yr 2 want the money for the reading
corner. Question (Thu 30/6, Nicola, doing the newsletter): "how much did the fair actually make? for the
newsletter 🎉" The assistant says £1,490 (£1,840 in the tins, less the £200 float and the £150 bouncy castle).
The label says £1,840.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b267_ctl_mem0_pta_fair_takings_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-marys-pta-claire"
NOTES = [
    ("2050-06-25T18:30", "2050-06-25T18:30 FAIR TAKINGS 🎪 £1,840 in the tins!! counted w/ Mr Khan in the office, "
                         "best yr ever. tombola did amazing, cakes sold out by 2"),
    ("26/6", "26/6 £200 of that's the float tho, going back to the school account tmrw"),
    ("Mon 27th June", "Mon 27th June - bouncy castle man wanted £150 cash on the day so that came out of the tins, "
                      "receipt's in the cash box"),
    ("Weds 29/6", "Weds 29/6 banked the rest at the Halifax 👍 Yr 2 want it for the reading corner, vote at the "
                  "next meeting"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-marys-pta-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did the fair actually make? for the newsletter 🎉"
    with turn_span("question Thu 30/6"):
        hits = []
        for query in ("summer fair takings total", "float going back", "paid out of the tins"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 30 June 2050. You are talking to Nicola, who does St Mary's PTA newsletter (summer "
                   "fair was Sat 25 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£1,840 in the tins" in c for c in context), context
        assert any("£200 of that's the float" in c for c in context), context
        assert any("£150 cash on the day" in c for c in context), context
        reply = answer(question, context, mock="£1,490 - there was £1,840 in the tins, but £200 of that was the float "
                                               "and £150 went on the bouncy castle.")
finish(question, expected="£1,840", actual=reply)
