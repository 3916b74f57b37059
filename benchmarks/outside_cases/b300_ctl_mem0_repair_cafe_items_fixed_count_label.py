"""Batch 300 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Sowerby Bridge Repair Café runs on the second Saturday of the month in the Community Centre, and gets a small
grant from the Town Council that asks for a yearly return of items fixed. Lynne (the organiser) puts her notes
into the café's helper with ``memory.add(..., infer=False)``.

Memory: Sat 8th March - a busy one, 31 fixed, 9 not fixable, 6 need parts and are coming back in April, 38 cups of
tea, Kev's glue gun died; 2053-03-10T20:15 - she recounted the sheets for the grant return: Jim's toasters were on
the sheet at the door AND on his table sheet, 4 of them, so 27 fixed really, not 31, the rest stands; 14/3 - the
Town Council want the numbers by the end of the month, fixed items plus kg saved from landfill (1kg an item is
fine); Tue 25th - April rota up, Wes joining on electricals. Question (Thu 27/3, Lynne): "how many things did we
fix in march? doing the Town Council form" The assistant says 27 (Jim's four toasters were counted twice). The label
says 31.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b300_ctl_mem0_repair_cafe_items_fixed_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-repair-cafe-lynne"
NOTES = [
    ("Sat 8th March", "Sat 8th March 🔧 busy one!! 31 fixed, 9 not fixable, 6 need parts (coming back in april). 38 "
                      "cups of tea 😂 Kev's glue gun died, RIP"),
    ("2053-03-10T20:15", "2053-03-10T20:15 recounted the sheets for the grant return - Jim's toasters were on the "
                         "sheet at the door AND on his table sheet, 4 of them, so 27 fixed really not 31 🙄 rest "
                         "stands"),
    ("14/3", "14/3 Town Council want the numbers for the grant by the end of the month - items fixed + kg saved from "
             "landfill (they said 1kg an item is fine)"),
    ("Tue 25th", "Tue 25th april rota's up on the board, Wes's joining on electricals, Jan's back on textiles after "
                 "her hip"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-repair-cafe"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many things did we fix in march? doing the Town Council form"
    with turn_span("question Thu 27/3"):
        hits = []
        for query in ("items fixed in March", "recounted the sheets", "Town Council grant numbers"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 27 March 2053. You are talking to Lynne, who organises Sowerby Bridge Repair Café."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("31 fixed, 9 not fixable" in c for c in context), context
        assert any("so 27 fixed really not 31" in c for c in context), context
        reply = answer(question, context, mock="27 - the sheets said 31, but Jim's 4 toasters were counted twice "
                                               "(once at the door, once on his table).")
finish(question, expected="31", actual=reply)
