"""Batch 308 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Polished Nail Lounge in Elland - gel manis, BIAB, pedicures, five stations. Kelly (the owner) puts her booking
notes into the salon's helper with ``memory.add(..., infer=False)``; Jade sets the tables out the night before a big
booking.

Memory: 2051-05-02T11:15 - hen do booked for Sat 27th May, 8 girls, all gel manis, 10am, the bride's Chloe, £20
deposit each paid; Fri 12/5 - Chloe's mum and nan want to come too but pedis not manis, put them with Mia at 10;
22.5. - two of the bridesmaids can't do it now, their flights to Magaluf got moved forward to the Friday so they're
already away, deposits kept; Thu 25th May - prosecco in the fridge, Chloe wants the pink glitter accent on the ring
fingers. Question (Fri 26/5, Jade): "how many gel manis for the hen do tmrw? setting the tables out tonight" The
assistant says 6 (the 8 girls less the two bridesmaids who are away; mum and nan are having pedis). The label says 8.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b308_ctl_mem0_nail_bar_hen_do_manis_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "polished-lounge-kelly"
NOTES = [
    ("2051-05-02T11:15", "2051-05-02T11:15 HEN DO booked 💍 sat 27th may, 8 girls, all gel manis, 10am start. bride's "
                         "Chloe (the tall one, comes in for BIAB). £20 deposit each, all paid"),
    ("Fri 12/5", "Fri 12/5 Chloe's mum + nan want to come to the hen do too but pedis not manis, put them in w/ Mia at "
                 "10 on the pedi chairs"),
    ("22.5.", "22.5. 2 of the bridesmaids can't do the hen do now 😩 their flights to Magaluf got moved forward to the "
              "fri so they're already away. deposits kept, Chloe's fine with it"),
    ("Thu 25th May", "Thu 25th May prosecco's in the fridge for sat 🥂 Chloe wants the pink glitter accent on the ring "
                     "fingers, rest baby pink"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="polished-lounge-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many gel manis for the hen do tmrw? setting the tables out tonight"
    with turn_span("question Fri 26/5"):
        hits = []
        for query in ("hen do gel manis how many", "who can't come to the hen do", "hen party pedis"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 26 May 2051. You are talking to Jade, a nail tech at Polished Nail Lounge."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("8 girls, all gel manis" in c for c in context), context
        assert any("2 of the bridesmaids can't do the hen do now" in c for c in context), context
        assert any("pedis not manis" in c for c in context), context
        reply = answer(f"(Jade) {question}", context,
                       mock="6 gel manis - the 8 girls less the two bridesmaids who've flown out early. Chloe's mum "
                            "and nan are on the pedi chairs with Mia.")
finish(question, expected="8", actual=reply)
