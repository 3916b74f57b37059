"""Batch 340 (held out). A language school's booking desk: LangGraph InMemoryStore (sync), two writers in threads.

App: Sprachinsel is a language school in Vienna (German courses, intensive in the mornings, evening courses, private
lessons). The booking desk's helper keeps one record per student booking in ("sprachinsel-desk-2026", "bookings")
and the students' messages in ("sprachinsel-desk-2026", "msgs"). The payment sync (a script that copies the bank
transfers into the helper) reads a booking record, adds the payment line and writes the whole record back; the desk
(Agnieszka) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payment sync reads Nguyen Thi Lan's booking (German A2 intensive,
group A2-3, Mon-Fri 09:00-12:30, start Mon 16.03.2026, 4 weeks, room 4, Frau Becker, EUR 480); Agnieszka writes in,
on Fri 13.03.2026, that Frau Becker is ill, so the group does not start this Monday but in 10 days from today, the
Monday after, same time and room, the 4 weeks move also, and Lan was told by phone; the payment sync then puts back
its stale copy with "EUR 480 received 12.03.2026", losing the edit. Question (Sat 14.03.2026, Lan): "Hello, on
which day my course is beginning? I must tell my work which mornings I am not there." -> expected Monday
23.03.2026 at 09:00 (10 days after Fri 13.03.2026; a temporal answer resolved against the edit's own date). The
assistant says Monday 16.03.2026.

Expected verdict: UpdateError at langgraph.store.put (the payment sync's put, wrapped in fault()): the desk's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
start date. Asserted: the edit was in the store before the stale put; the booking record has the payment line and
"start Mon 16.03.2026", and no context line has 23.03, the illness or "10 days".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b340_langgraph_language_school_course_start_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("sprachinsel-desk-2026", "bookings")
MSGS = ("sprachinsel-desk-2026", "msgs")
KEY = "nguyen-thi-lan-a2"
RECORDS = {
    KEY: {"details": "Nguyen Thi Lan - German A2 intensive (group A2-3), Mon-Fri 09:00-12:30, start Mon 16.03.2026, "
                     "4 weeks, room 4, teacher Frau Becker. Course fee €480, book 'Menschen A2' included.",
          "by": "desk Agnieszka 02.03.2026"},
    "bjorn-holm-b1-evening": {"details": "Björn Holm - German B1 evening, Tue + Thu 18:30-20:00, start Tue "
                                         "07.04.2026, 10 weeks, room 2, Herr Brandt. €390.",
                              "by": "desk Agnieszka 05.03.2026"},
    "fatima-al-sayed-placement": {"details": "Fatima Al-Sayed - placement test Wed 18.03.2026 at 14:00, then "
                                             "decide A2 or B1. Test is free.",
                                  "by": "desk Marco 10.03.2026"},
}
MSG_LINES = [
    ("04.03.2026", "Nguyen Thi Lan", "Thank you, I received the confirmation. Is the book included or I buy it?"),
    ("06/03/2026", "Björn Holm", "Can I pay the B1 course in 2 parts? - desk: yes, 2 x €195"),
    ("11.03.2026", "Oluwaseun Adeyemi", "Do you have Saturday courses for B2? - desk: from May, we write you"),
]
EDIT = {"details": "Nguyen Thi Lan - German A2 intensive (group A2-3), Mon-Fri 09:00-12:30, 4 weeks, room 4. "
                   "Frau Becker is ill, so the group A2-3 does not start this Monday, it starts in 10 days from "
                   "today, the Monday after. Same time, same room, the 4 weeks move also. Lan is informed by phone.",
        "edited": "desk Agnieszka Fri 13.03.2026"}
PAYMENT = {"payment": "€480 received 12.03.2026 by bank transfer, invoice INV-2026-0311", "by": "payment sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payment_sync() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAYMENT)
    with fault():
        store.put(BOOKINGS, KEY, copy)


def desk_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, **EDIT})
    assert "it starts in 10 days from today" in store.get(BOOKINGS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payment_sync, name="payment-sync"),
           threading.Thread(target=desk_edit, name="desk-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Hello, on which day my course is beginning? I must tell my work which mornings I am not there."
context = ["Today is Saturday 14.03.2026. You are talking to Nguyen Thi Lan, a student at Sprachinsel language "
           "school."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "start Mon 16.03.2026" in c and "€480 received" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("23.03", " ill", "10 days", "monday after")), context
reply = answer(f"(Nguyen Thi Lan) {question}", context,
               mock="Your A2 intensive starts on Monday 16.03.2026 at 09:00 in room 4, so you are busy Monday to "
                    "Friday mornings until 12:30 for 4 weeks.")
finish(question, expected="Monday 23.03.2026 at 09:00 - Frau Becker is ill, so the start moved 10 days from 13.03",
       actual=reply)
