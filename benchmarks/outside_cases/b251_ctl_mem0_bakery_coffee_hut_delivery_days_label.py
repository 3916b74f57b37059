"""Batch 251 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Rise & Shine (Priya's bakery in Todmorden) keeps its wholesale notes in a helper - who orders what, which days,
who's paid. Priya puts her notes in with ``memory.add(..., infer=False)``; Ellie, who drives the van some weeks,
asks it things.

Memory: 2050-09-02T06:10 - the Coffee Hut in Centre Vale park, standing order Tuesdays and Fridays, 8 sourdough and
20 croissants, drop at the side hatch by 7.30; 11.9. - Mel at the Coffee Hut wants to swap her Tuesday to a
Wednesday from the 23rd, they're shut Tuesdays now it's gone quiet, Fridays stay; Mon 15th Sept - the pub's
upped its bloomers to 8; Thurs 18/9 - Marco's deli paid for August at last. Question (Mon 29/9, Ellie): "which days
am I dropping at the Coffee Hut now? doing the van rota for oct" The assistant says Wednesdays and Fridays (Mel
moved her Tuesday to a Wednesday from the 23rd; they're shut Tuesdays). The label says Tuesdays and Fridays.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b251_ctl_mem0_bakery_coffee_hut_delivery_days_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rise-and-shine-priya"
NOTES = [
    ("2050-09-02T06:10", "2050-09-02T06:10 Coffee Hut (Centre Vale park) standing order TUES + FRI, 8 sourdough + 20 "
                         "croissants, side hatch by 7.30 latest, Mel's the manager"),
    ("11.9.", "11.9. Mel at the Coffee Hut wants to swap her tues to a weds from the 23rd, they're shut tuesdays now "
              "it's gone quiet in the park 🍂 fri stays the same"),
    ("Mon 15th Sept", "Mon 15th Sept Fox & Hounds upped the bloomers to 8 on a fri, Dave says the ploughman's is "
                      "doing well"),
    ("Thurs 18/9", "Thurs 18/9 Marco's deli paid for Aug at last 🙌 all square now"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rise-and-shine-wholesale"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which days am I dropping at the Coffee Hut now? doing the van rota for oct"
    with turn_span("question Mon 29/9"):
        hits = []
        for query in ("Coffee Hut delivery days", "Coffee Hut standing order", "Mel swap day"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 29 September 2050. You are talking to Ellie, who drives the Rise & Shine van some "
                   "weeks."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("standing order TUES + FRI" in c for c in context), context
        assert any("swap her tues to a weds from the 23rd" in c for c in context), context
        reply = answer(question, context, mock="Wednesdays and Fridays - Mel moved her Tuesday to a Wednesday from "
                                               "the 23rd as they're shut on Tuesdays now.")
finish(question, expected="Tuesdays and Fridays", actual=reply)
