"""Batch 90 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads.

App: Ashgrove Surgery keeps its flu clinic rotas in the store, ("ashgrove", "rota") one record per clinic, and
staff messages in ("ashgrove", "notes"). The practice manager's rota job and the nurses' notes are written from
two threads at the same time (different keys, nothing lost); the front desk asks the helper.

Memory: the Sat 14/10 rota has Dr Shah in room 1, Grace Okafor (practice nurse) in room 2 and Tom the pharmacist
in room 3; Grace's own note says she's up in Leeds that Saturday for her daughter's graduation, Lisa (the HCA, who
did her flu training in September) is going in room 2, and Dr Shah is happy to be on hand. Question (Thu 12/10,
Sue on reception): "who's doing the jabs in room 2 on saturday?" The assistant says Lisa, the HCA. The label says
Grace Okafor, the practice nurse.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b90_ctl_langgraph_flu_room2_nurse_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("ashgrove", "rota")
NOTES = ("ashgrove", "notes")
CLINICS = {
    "sat-07-10": {"where": "St Mary's church hall (car park works)", "time": "8.30-12", "who": "65+ only",
                  "rooms": "1 Dr Shah, 2 Grace Okafor (PN), 3 Tom (pharm)"},
    "sat-14-10": {"where": "main surgery", "time": "8.30-12", "who": "65+ and carers",
                  "rooms": "room 1 Dr Shah, room 2 Grace Okafor (PN), room 3 Tom (pharm)"},
    "wed-11-10": {"where": "main surgery, room 2", "time": "2-5.30", "who": "under 65 at risk (QIVc)",
                  "rooms": "Grace + Lisa"},
}
NOTE_LINES = [
    ("7/10", "carol", "church hall went fine, 212 jabs done, thanks all"),
    ("9.10", "grace", "I'm up in Leeds sat 14th for Becky's graduation!! Lisa (HCA, did her flu training in sept) "
                      "is going in room 2 that morning, Dr Shah happy to be on hand if she needs him"),
    ("10/10", "tom", "fluad stock 141 left after sat, QIVc arrived"),
    ("11th", "lisa", "weds clinic - 38 booked, couple of DNAs"),
]


def rota_job() -> None:
    for key, record in CLINICS.items():
        store.put(ROTA, key, record)


def notes_job() -> None:
    for i, (day, who, text) in enumerate(NOTE_LINES, 1):
        store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
threads = [threading.Thread(target=rota_job, name="rota-job"), threading.Thread(target=notes_job, name="notes-job")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the jabs in room 2 on saturday?"
context = ["Today is Thu 12 October 2034. You are talking to Sue on reception."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith("sat-14-10") and "room 2 Grace Okafor" in c for c in context), context
assert any("Lisa (HCA" in c for c in context), context
reply = answer(question, context, mock="Lisa, the HCA - Grace is in Leeds for her daughter's graduation, and Dr Shah "
                                       "will be on hand if Lisa needs him.")
finish(question, expected="Grace Okafor - she's the practice nurse", actual=reply)
