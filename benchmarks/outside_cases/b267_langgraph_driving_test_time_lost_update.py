"""Batch 267 (held out). A driving instructor's lessons and test dates: LangGraph InMemoryStore (sync), two writers
in threads.

App: Sandra Booth (Booth's School of Motoring, one car, about 20 pupils) keeps a record per pupil in
("booth-som-2050", "pupils") - test date and centre, lessons done, what to work on - and her texts with pupils in
("booth-som-2050", "texts"). The payments job (her bank export, run each evening) reads a pupil's record, adds the
payment line and writes the whole record back; Sandra edits the same record from her phone.

Planted fault (UpdateError, lost update): the payments job reads Chloe's record (test Fri 14th Oct, 8.10am at
Heckmondwike, lesson before it 6.50 pick-up from home, work on bay parking); Sandra writes in, Weds 12th, that DVSA
emailed - the examiner's off, so Chloe's test is now 11.11 the same day, pick-up at 9.45 for a warm-up drive; the
payments job then puts back its stale copy with the payment line, losing Sandra's edit. Question (Thu 13/10,
Chloe): "what time's my test tmrw?? and what time r u picking me up 😬" -> expected 11.11 (pick-up 9.45). The
assistant says 8.10, pick-up 6.50.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Sandra's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
test time. Asserted: Sandra's edit was in the store before the stale put; Chloe's record has the payment line and
8.10am, and no context line has 11.11, 9.45 or "examiner's off".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b267_langgraph_driving_test_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PUPILS = ("booth-som-2050", "pupils")
TEXTS = ("booth-som-2050", "texts")
KEY = "chloe"
RECORDS = {
    KEY: {"test": "TEST fri 14th oct 8.10am Heckmondwike 🚗 lesson b4 - pick up 6.50 from home (Lumb Lane), 1 hr "
                  "warm up round the test routes. work on: bay parking (still swinging wide), mirrors on the "
                  "roundabouts",
          "lessons": "34 done, 2 mocks (1 minor on the 2nd)"},
    "ellie": {"test": "no date yet, on the cancellations app. Tues 4pm lessons",
              "lessons": "12 done, still stalling on hill starts"},
    "jade": {"test": "theory passed 2/9, practical booked 18th nov 1.33pm",
             "lessons": "block of 10 paid, on lesson 6"},
}
TEXT_LINES = [
    ("2050-09-28T19:02", "Chloe", "can we do the extra lesson on sat morning? want more parking practice"),
    ("1/10", "Sandra", "yes 9am sat, bring ur provisional!!"),
    ("Mon 10th Oct", "Chloe", "mum says she'll pay for the last 2 by transfer tmrw x"),
]
EDIT = {"test": "TEST fri 14th oct - DVSA emailed, the examiner's off so it's now 11.11 same day, Heckmondwike 🚗 "
                "pick up 9.45 from home (Lumb Lane) for a warm up drive. work on: bay parking, mirrors on the "
                "roundabouts",
        "edited": "Sandra weds 12th"}
PAYMENT = {"paid": "£70 transfer 11/10 (last 2 lessons), all paid up", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PUPILS, key, record)
for i, (day, who, text) in enumerate(TEXT_LINES, 1):
    store.put(TEXTS, f"t-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(PUPILS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAYMENT)
    with fault():
        store.put(PUPILS, KEY, copy)


def sandra_edit() -> None:
    read_done.wait()
    item = store.get(PUPILS, KEY)
    store.put(PUPILS, KEY, {**item.value, **EDIT})
    assert "it's now 11.11 same day" in store.get(PUPILS, KEY).value["test"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=sandra_edit, name="sandra-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's my test tmrw?? and what time r u picking me up 😬"
context = ["Today is Thu 13 October 2050. You are talking to Chloe, a pupil of Booth's School of Motoring."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PUPILS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(TEXTS, limit=50)]
assert any(c.startswith(KEY + ":") and "8.10am" in c and "all paid up" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("11.11", "9.45", "examiner's off")), context
reply = answer(f"(Chloe) {question}", context,
               mock="Your test's at 8.10am tomorrow at Heckmondwike - I'll pick you up at 6.50 for a warm-up first.")
finish(question, expected="11.11 - the examiner's off so DVSA moved it; pick-up at 9.45", actual=reply)
