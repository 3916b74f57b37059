"""Batch 282 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (Helen keeps the appointments, Mark posts what comes in the post), then the question's reads.

App: Walter Crabtree (87, heart trouble and a new hip, lives in a bungalow in Hebden Bridge) is looked after by his
children Helen and Mark. The family helper keeps one record per appointment in ("crabtree-dad", "appts") - Helen
writes those - and the family's messages in ("crabtree-dad", "msgs"), which Mark mostly writes from Dad's post.

Memory: Helen's record (2051-02-14) - Dad's cardiology clinic Tue 21 Mar at 10.40, Calderdale Royal, outpatients B
(the old wing), bring his tablets list and the BP diary; Helen's record - bloods at the surgery Fri 17th at 8.30,
fasting; Mark, 9/3 - letter came, they've moved the heart clinic out to the new Todmorden Health Centre while they
refurb at the Royal, same day same time, parking's free there; Mark, Sat 11th - Dad's BP diary's in the kitchen
drawer, he's been doing it. Question (Mon 20/3, Rob - Helen's husband, driving him): "where's Walter's heart appt
tomorrow? putting it in the sat nav" The assistant says the new Todmorden Health Centre (moved from the Royal while
it's refurbished). The label says Calderdale Royal, outpatients B.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b282_ctl_langgraph_family_heart_clinic_where_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

APPTS = ("crabtree-dad", "appts")
MSGS = ("crabtree-dad", "msgs")
HELEN = {
    "heart-clinic": {"details": "2051-02-14 Dad's cardiology clinic tue 21 mar 10.40, Calderdale Royal, outpatients "
                                "B (the old wing, go in by A&E). bring his tablets list + the BP diary",
                     "by": "Helen"},
    "bloods": {"details": "bloods at the surgery fri 17th 8.30, fasting (he'll moan), water's fine",
               "by": "Helen"},
}
MARK = [
    ("9/3", "Mark", "letter came for Dad - they've moved the heart clinic out to the new Todmorden Health Centre "
                    "while they refurb at the Royal. same day same time, parking's free there!! 🎉"),
    ("Sat 11th", "Mark", "Dad's BP diary is in the kitchen drawer w/ the takeaway menus, he HAS been doing it"),
]


def helen() -> None:
    for key, record in HELEN.items():
        store.put(APPTS, key, record)


def mark() -> None:
    for i, (day, who, text) in enumerate(MARK, 1):
        store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
threads = [threading.Thread(target=helen, name="helen-appts"), threading.Thread(target=mark, name="mark-post")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's Walter's heart appt tomorrow? putting it in the sat nav"
context = ["Today is Mon 20 March 2051. You are talking to Rob (Helen's husband), who's driving Walter Crabtree to "
           "his appointment."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(APPTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any("Calderdale Royal, outpatients B" in c for c in context), context
assert any("moved the heart clinic out to the new Todmorden Health Centre" in c for c in context), context
reply = answer(f"(Rob) {question}", context,
               mock="The new Todmorden Health Centre - they've moved the heart clinic there while the Royal's being "
                    "refurbished. Still 10.40, and parking's free.")
finish(question, expected="Calderdale Royal, outpatients B", actual=reply)
