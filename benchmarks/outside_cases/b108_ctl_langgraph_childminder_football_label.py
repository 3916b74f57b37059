"""Batch 108 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per turn.

App: Nicky, a childminder, keeps a record per child in ("nicky", "kids") (school, days, pick-ups) and the parents'
messages in ("nicky", "msgs"); the helper answers her from both.

Memory: Ben's record - St Mary's Y3, Mon-Thu with Nicky, Tues football club on the field till 4.30, Nicky gets him
from the field gate; a message from Claire, Ben's mum (12/1): Dan's on early shifts from the 19th, so he'll grab
Ben from football on Tuesdays himself and take him straight home, Nicky's just got Isla and Alfie that afternoon;
plus other children and messages. Question (Tue 27/1, Nicky): "who's getting ben from football today?" The
assistant says his dad, Dan. The label says Nicky herself ("you are"), from the field gate.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b108_ctl_langgraph_childminder_football_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

KIDS = ("nicky", "kids")
MSGS = ("nicky", "msgs")
CHILDREN = {
    "ben": {"school": "St Mary's, Y3", "days": "mon-thu after school", "tues": "football club on the field til "
            "4.30, I get him from the field gate", "mum": "Claire, pays monthly"},
    "isla": {"school": "St Mary's, Y1", "days": "mon-fri after school", "allergy": "NUTS - epipen in book bag",
             "fri": "half 1 finish this half term"},
    "alfie": {"school": "Oakfield nursery am mon-weds", "days": "mon-fri", "nap": "after lunch, 1hr, blue "
              "blanket"},
}
MESSAGES = [
    ("5/1", "Isla's mum", "back to normal hours this term, pick up 5.30 latest x"),
    ("Mon 12th Jan", "Claire (Ben)", "Dan's on early shifts from the 19th so he'll grab Ben from football on "
                                     "tuesdays himself + take him straight home. so just isla + alfie for you "
                                     "tues pm x"),
    ("20.1", "Alfie's dad", "Alfie's got a bit of a cough, calpol in his bag if needed"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
with turn_span("records"):
    for key, record in CHILDREN.items():
        store.put(KIDS, key, record)
for i, (day, who, text) in enumerate(MESSAGES, 1):
    with turn_span(f"msg-{i} {day}"):
        store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

question = "who's getting ben from football today?"
with turn_span("question Tue 27/1"):
    context = ["Today is Tue 27 January 2038. You are talking to Nicky, the childminder."] + \
              [f"{r.key}: {flat(r.value)}" for r in store.search(KIDS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=20)]
    assert any(c.startswith("ben:") and "I get him from the field gate" in c for c in context), context
    assert any("he'll grab Ben from football on tuesdays himself" in c for c in context), context
    reply = answer(question, context, mock="His dad - Dan's on early shifts and picks Ben up from football himself "
                                           "on Tuesdays, so you've just got Isla and Alfie this afternoon.")
finish(question, expected="you are - from the field gate at 4.30", actual=reply)
