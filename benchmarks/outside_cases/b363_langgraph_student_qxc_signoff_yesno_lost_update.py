"""Batch 363 (held out). A flight school's student training records: LangGraph InMemoryStore (sync), two writers
in threads.

App: Skyways Flight Training keep one record per PPL(A) student in ("skyways-training-2050", "students") - hours
dual and solo, exercises done, the next step and the instructor's sign-offs - and students' and instructors'
messages in ("skyways-training-2050", "msgs"). The Hobbs import (a nightly job that copies the tech log hours into
the records) reads a student's record, adds a line with the hours as of the tech log and writes the whole record
back; instructors edit the same records in the day.

Planted fault (UpdateError, lost update): the Hobbs import reads Priya Shah's record (dual 31.2, solo 7.4 incl solo
nav 3.1, Ex 18 done; "Next: QXC - NOT yet signed off, needs 1 more solo nav + diversion brief"); Mark (her
instructor) writes in, 26/05 1645Z, that the diversion brief is done and today's solo nav (1.4 Hobbs, G-ABCE) was
all good, so she's SIGNED OFF for the QXC, route EGTC-EGBK-EGSC-EGTC, go when the wx is good; the import then puts
back its stale copy with its hours line, losing Mark's sign-off. Question (Fri 27/5, Priya): "have I been signed
off for my QXC yet? want to book G-ABCE for tues if so" -> expected yes (Mark signed her off on 26/05). The
assistant says not yet - she still needs a solo nav and the diversion brief.

Expected verdict: UpdateError at langgraph.store.put (the Hobbs import's put, wrapped in fault()): Mark's write
landed and the later put from a copy read before it overwrote it, so the store lost the sign-off that decides the
yes/no. Asserted: Mark's sign-off was in the store before the stale put; Priya's record has the import's hours line
and "NOT yet signed off", and no context line has "SIGNED OFF for the QXC", "diversion brief done" or EGBK.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b363_langgraph_student_qxc_signoff_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STUDENTS = ("skyways-training-2050", "students")
MSGS = ("skyways-training-2050", "msgs")
KEY = "priya-shah"
RECORDS = {
    KEY: {"record": "PPL(A) Priya Shah - dual 31.2, solo 7.4 (incl solo nav 3.1). Ex 1-18 done, PFLs good, "
                    "radio ok. Next: QXC - NOT yet signed off, needs 1 more solo nav + diversion brief",
          "instructor": "Mark"},
    "tom-reid": {"record": "PPL(A) Tom Reid - dual 22.8, solo 1.9. Ex 12/13 consolidation, first solo 02/05 in "
                           "G-ABCD. Next: solo circuits x2 then Ex 14",
                 "instructor": "Sarah"},
    "ade-bello": {"record": "PPL(A) Ade Bello - dual 9.6, no solo yet. Ex 10 stalls done, Ex 12 circuits started. "
                            "class 2 medical ok till 2052",
                  "instructor": "Mark"},
}
MSG_LINES = [
    ("2050-05-18 1210Z", "Priya", "solo nav today EGTC-Bicester-EGTC 1.7 Hobbs, bit lost round Silverstone 😬 but "
                                  "found it"),
    ("21/05", "Mark", "Priya - diversion brief next time we're both in, then one more solo nav and we'll see"),
    ("Tue 24 May", "Sarah", "reminder all students: skills test fee up to £240 from June, exam papers in the office"),
]
EDIT = {"record": "PPL(A) Priya Shah - dual 31.2, solo 8.8 (incl solo nav 4.5). Ex 1-18 done. diversion brief done "
                  "+ solo nav today (1.4 Hobbs, G-ABCE) all good -> SIGNED OFF for the QXC, route EGTC-EGBK-EGSC-EGTC, "
                  "go when the wx is good, ring me from each stop",
        "signed": "Mark 26/05 1645Z"}
HOURS = {"hours_sync": "Hobbs import - as of tech log 25/05: dual 31.2, solo 7.4, total 38.6", "by": "hobbs-import"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STUDENTS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def hobbs_import() -> None:
    copy = dict(store.get(STUDENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HOURS)
    with fault():
        store.put(STUDENTS, KEY, copy)


def mark_signs_off() -> None:
    read_done.wait()
    item = store.get(STUDENTS, KEY)
    store.put(STUDENTS, KEY, {**item.value, **EDIT})
    assert "SIGNED OFF for the QXC" in store.get(STUDENTS, KEY).value["record"]
    edit_done.set()


threads = [threading.Thread(target=hobbs_import, name="hobbs-import"),
           threading.Thread(target=mark_signs_off, name="mark-signoff")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "have I been signed off for my QXC yet? want to book G-ABCE for tues if so"
context = ["Today is Fri 27 May 2050. You are talking to Priya Shah, a PPL(A) student at Skyways Flight Training."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(STUDENTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "NOT yet signed off" in c and "Hobbs import" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("signed off for the qxc", "diversion brief done", "egbk")), \
    context
reply = answer(f"(Priya) {question}", context,
               mock="Not yet, Priya - your record says you still need one more solo nav and the diversion brief "
                    "before Mark signs off the QXC.")
finish(question, expected="yes - Mark signed her off for the QXC on 26/05 after the diversion brief + solo nav",
       actual=reply)
