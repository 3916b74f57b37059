"""Batch 311 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Brew Shop in Ripponden sells kits, grain, hops, wine-making kit and the big glass demijohns - autumn is
the busy time, with half the valley making blackberry and elderberry wine. Alan (who runs it) puts his notes into the
shop's helper with ``memory.add(..., infer=False)`` and asks it things when the phone goes.

Memory: 2051-09-04T09:30 - stock count, 24 demijohns (the 1 gallon glass ones), 10 plastic, 30 bungs and airlocks;
Sat 9th Sept - the wine circle lot came in for their blackberry do and had 6 demijohns and all the campden tablets;
12.9. - he dropped a box off the top shelf, 2 demijohns gone, swept up, mind the floor; Thu 14 Sept - elderberry
season, half the village will want demijohns, 24 more ordered from the wholesaler, coming Fri 22nd. Question (Sat
16/9, a customer on the phone): "how many of the glass demijohns have you got? I need 5 for my elderberry" The
assistant says 16 (24, less the wine circle's 6 and the 2 broken; the new 24 don't come till Fri 22nd). The label
says 24.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b311_ctl_mem0_homebrew_demijohns_left_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-brew-shop-alan"
NOTES = [
    ("2051-09-04T09:30", "2051-09-04T09:30 stock count 📋 24 demijohns (the 1 gallon glass ones), 10 plastic, 30 "
                         "bungs + airlocks, campden tabs 3 tubs. need more yeast nutrient"),
    ("Sat 9th Sept", "Sat 9th Sept the wine circle lot came in for their blackberry do 🍇 had 6 demijohns + all the "
                     "campden tablets, paid on the club card"),
    ("12.9.", "12.9. dropped a box off the top shelf 🙄 2 demijohns gone, swept up but mind the floor by the hops "
              "fridge"),
    ("Thu 14 Sept", "Thu 14 Sept elderberry season - half the village'll want demijohns, ordered 24 more from the "
                    "wholesaler, coming fri 22nd"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-brew-shop-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many of the glass demijohns have you got? I need 5 for my elderberry"
    with turn_span("question Sat 16/9"):
        hits = []
        for query in ("demijohns in stock", "demijohns sold or broken", "demijohn order from the wholesaler"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 16 September 2051. You are Ryburn Brew Shop's helper; Alan has a customer on the "
                   "phone."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("24 demijohns (the 1 gallon glass ones)" in c for c in context), context
        assert any("had 6 demijohns" in c for c in context), context
        assert any("2 demijohns gone" in c for c in context), context
        assert any("ordered 24 more" in c and "coming fri 22nd" in c for c in context), context
        reply = answer(question, context, mock="16 - there were 24, the wine circle had 6 and 2 got broken. 24 more "
                                               "are due Fri 22nd if they need more than that.")
finish(question, expected="24", actual=reply)
