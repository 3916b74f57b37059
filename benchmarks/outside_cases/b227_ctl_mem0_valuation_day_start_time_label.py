"""Batch 227 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Clunbury village hall hold an antiques valuation day on Sat 7th May 2050 - Tom Bevan from Brettells (the
auctioneers) valuing, £2 an item, 10-minute slots booked at the post office, Jean's teas in the kitchen, the money to
the new boiler. Sue (the hall's secretary) files her notes with ``memory.add(..., infer=False)``; villagers ask the
hall's helper things.

Memory: 2050-03-02T19:10 Sue - valuation day Sat 7th May, 10-4 at the hall, Tom Bevan from Brettells valuing, £2 an
item; 22.3. - slots are 10 mins, book at the post office, teas from Jean all day; Tue 26th Apr - Tom rang, he's got
the big sale at Brettells Friday and Saturday morning and can't get to them before 1, so they'll do half 1 till 6
instead, Jean's fine moving the teas, Sue's redone the slots; 2/5 - 31 slots booked, the first one's 1.30 (Mrs Price
with her clock). Question (Thu 5/5, Kevin): "what time do they start seeing people sat? want to bring my nan's tea
set along" The assistant says from half past one (1.30 till 6). The label says 10am (the time first put about, in
March).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b227_ctl_mem0_valuation_day_start_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clunbury-hall-sue"
NOTES = [
    ("2050-03-02T19:10", "VALUATION DAY 🏺 sat 7th may 10-4 at the hall, Tom Bevan from Brettells valuing, £2 an item, "
                         "all for the new boiler"),
    ("22.3.", "22.3. slots are 10 mins, book at the post office, teas from Jean all day in the kitchen"),
    ("Tue 26th Apr", "Tue 26th Apr - Tom rang, he's got the big sale at Brettells fri + sat morning so can't get to us "
                     "before 1 😕 we'll do half 1 till 6 instead, Jean's fine moving the teas, I've redone the slots"),
    ("2/5", "2/5 31 slots booked!! first one's 1.30, Mrs Price with her clock 🕰"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked to extract


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clunbury-valuation-day"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do they start seeing people sat? want to bring my nan's tea set along"
    with turn_span("question Thu 5/5"):
        hits = []
        for query in ("what time does the valuation day start", "valuation day times", "slots booked"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 5 May 2050. You are talking to Kevin, who lives in Clunbury and wants to bring "
                   "something to the hall's valuation day (Sat 7 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat 7th may 10-4 at the hall" in c for c in context), context
        assert any("we'll do half 1 till 6 instead" in c for c in context), context
        reply = answer(question, context, mock="From half past one - Tom Bevan's valuing 1.30 till 6 on Saturday (he's "
                                               "at a sale at Brettells in the morning). Book a slot at the post "
                                               "office.")
finish(question, expected="10am", actual=reply)
