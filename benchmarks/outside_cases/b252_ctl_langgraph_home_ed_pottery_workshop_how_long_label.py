"""Batch 252 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per note and one for the question.

App: Calder Home Ed Co-op's autumn term 2051 has trips and workshops alongside the Thursday sessions - a pottery
workshop at the Hive with Dawn, a museum trip, a science show. Lisa (the coordinator) keeps the co-op's notes in a
LangGraph store, one item per note in ("calder-home-ed-2051", "notes"); the helper answers parents from them.

Memory: Lisa, 2051-09-03T10:00 - pottery with Dawn at the Hive on Thurs 6th Nov, 10-12, £6 a child, max 14; Lisa,
24/9 - 12 signed up, 2 spaces left; Lisa, Fri 10th Oct - Dawn rang, 2 hrs isn't long enough to do the glazing as
well, so she'll do 10 till 1 instead, same price, bring a packed lunch, she's got a kettle for the grown-ups; Lisa,
Tues 4/11 - car share to the Hive. Question (Weds 5/11, Jo): "how long's the pottery tomorrow? wondering if I can nip
to Asda while they're in" The assistant says 3 hours - 10 till 1 (Dawn's added the glazing), with a packed lunch.
The label says 2 hours, 10-12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b252_ctl_langgraph_home_ed_pottery_workshop_how_long_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("calder-home-ed-2051", "notes")
NOTES = [
    ("2051-09-03T10:00", "trips + workshops this term 📚 - POTTERY w/ Dawn at the Hive, thurs 6th nov, 10-12, £6 a "
                         "child, max 14 kids, aprons or old t-shirts"),
    ("24/9", "12 signed up for pottery, 2 spaces left - first come first served, pay Amir"),
    ("Fri 10th Oct", "Dawn rang - 2 hrs isn't long enough to do the glazing as well so she'll do 10 till 1 instead, "
                     "same price 😍 bring a packed lunch, she's got a kettle for the grown ups"),
    ("Tues 4/11", "car share for the Hive - Kate has 3 seats, Amir 2, meet at Brunswick 9.40"),
]

store = InMemoryStore()
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        store.put(NS, f"n-{i:02d}", {"day": day, "by": "Lisa", "text": text})

question = "how long's the pottery tomorrow? wondering if I can nip to Asda while they're in"
with turn_span("question Weds 5/11"):
    context = ["Today is Weds 5 November 2051. You are talking to Jo, a parent in Calder Home Ed Co-op."] + \
              [f"{r.value['day']} {r.value['by']}: {r.value['text']}" for r in store.search(NS, limit=20)]
    assert any("thurs 6th nov, 10-12" in c for c in context), context
    assert any("she'll do 10 till 1 instead" in c for c in context), context
    reply = answer(f"(Jo) {question}", context,
                   mock="3 hours - Dawn's doing 10 till 1 now so there's time for the glazing. Bring a packed lunch; "
                        "plenty of time for Asda.")
finish(question, expected="2 hours, 10-12", actual=reply)
