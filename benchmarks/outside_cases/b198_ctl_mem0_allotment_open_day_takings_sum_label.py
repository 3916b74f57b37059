"""Batch 198 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with ``infer=False`` (each note
stored as written; in-memory qdrant), search, script style (every call its own trace).

App: Monkmoor Allotments (Shrewsbury) held their open day on Sat 20th June 2043 - teas in the hut, a plant stall, a
raffle. Keith (the association's treasurer) types his notes into the association's helper with
``memory.add(..., infer=False)``; committee members ask it things.

Memory: 2043-06-20T17:45 - open day done, teas £212.40, plant stall £186, raffle £94, so £492.40 on the day; Mon 22nd
- Sheila counted the teas tin again and the £50 float was still in it, so that's ours not takings - the teas made
£162.40 really; Weds 24 Jun - banked, and Frank's keeping the parking bucket for the air ambulance; 28.6. - committee,
a thank you card for Frank, teas 12-4 next year. Question (Tue 30/6, Maureen, doing the newsletter): "how much did
the open day make altogether? for the newsletter" The assistant says £442.40 (teas £162.40 once the float's out, plant
stall £186, raffle £94). The label says £492.40, the total on the night with the float still in the teas tin.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b198_ctl_mem0_allotment_open_day_takings_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "monkmoor-allotments-keith"
NOTES = [
    ("2043-06-20T17:45", "OPEN DAY done 🌻 teas £212.40, plant stall £186, raffle £94 - so £492.40 on the day!! thank "
                         "you all, feet up now"),
    ("Mon 22nd", "Sheila counted the teas tin again - the £50 float was still in it 🙈 so that's ours not takings, "
                 "teas made £162.40 really. rest all fine"),
    ("Weds 24 Jun", "banked ✅ Frank's keeping the parking bucket for the air ambulance, fair enough it's his field"),
    ("28.6.", "committee - thank you card for Frank, next yr do the teas 12-4, plant stall sold out by 2 so more "
              "pots"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="monkmoor-openday-43"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did the open day make altogether? for the newsletter"
    hits = []
    for query in ("open day takings total", "teas money", "how much did we make"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 30 June 2043. You are talking to Maureen, who is writing Monkmoor Allotments' "
               "newsletter; the open day was Sat 20 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("so £492.40 on the day" in c for c in context), context
    assert any("the £50 float was still in it" in c and "teas made £162.40 really" in c for c in context), context
    reply = answer(question, context, mock="£442.40 - teas £162.40 (once the £50 float's taken out), the plant stall "
                                           "£186 and the raffle £94.")
finish(question, expected="£492.40", actual=reply)
