"""Batch 335 (held out). A citizens advice drop-in: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Valley Citizens Advice run a weekly drop-in at Todmorden library - upstairs meeting room, first come first
served, benefits, debt, housing, council tax, with phone and email advice the rest of the week. The volunteers'
helper keeps one record per part of the drop-in in ("cvca-tod-dropin-2051", "plan") - the times, the advisers, what
clients should bring, the referrals - and volunteers' messages in ("cvca-tod-dropin-2051", "msgs"). The bookings job
(Priya's script that copies the week's numbers from the appointments system into the helper) reads the times record,
adds the count and writes the whole record back; Gill (the drop-in coordinator) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the bookings job reads the times record (Tues 9.30-12.30, upstairs meeting
room, last client seen at 12); Gill writes in, Fri 24/2, that from 1st March the library's shut on Tuesdays (council
cuts) so the drop-in's Wednesdays 9.30-12.30 instead, same room; the bookings job then puts back its stale copy with
its count, losing Gill's edit. Question (Mon 6/3, Abdul, a volunteer): "when's the next drop-in at Tod? got a lady on
the phone with a council tax letter, she wants to come in person" -> expected Wednesday 8th March, 9.30-12.30. The
assistant says Tuesday 7th March.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Gill's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Gill's edit was in the store before the stale put; the times record has the bookings count and Tues, and no
context line has "weds", "wednesday" or "council cuts".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b335_langgraph_advice_dropin_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("cvca-tod-dropin-2051", "plan")
MSGS = ("cvca-tod-dropin-2051", "msgs")
KEY = "times"
RECORDS = {
    KEY: {"details": "drop-in TUES 9.30-12.30 at Tod library, upstairs meeting room (lift's round the back). first "
                     "come first served, last client seen at 12 - after that take details for a call back",
          "by": "Gill"},
    "advisers": {"details": "2 advisers + 1 on the door triaging. Raj does debt, Helen benefits/PIP, housing cases "
                            "go to the Halifax office if it's an eviction",
                 "by": "Gill"},
    "bring": {"details": "clients bring any letters (ALL pages), bank statements for debt, their NI no. if they've got "
                         "it. we can photocopy",
              "by": "Helen"},
    "referrals": {"details": "food bank vouchers from the door, energy vouchers only w/ an adviser, Shelter line for "
                             "anything out of hours",
                  "by": "Raj"},
}
MSG_LINES = [
    ("2051-01-16T12:45", "Helen", "photocopier's jammed again 🙄 use the one in the library office, ask Sue"),
    ("8.2.", "Raj", "council tax reminders have gone out, expect a rush - the 2nd reminder ones are urgent"),
    ("Tue 21st Feb", "Gill", "busy one, 11 seen, 3 call backs. thanks all 💛"),
]
EDIT = {"details": "drop-in - from 1st March the library's shut on tuesdays (council cuts 😡) so we're WEDS "
                   "9.30-12.30 instead, same room upstairs, last client seen at 12. phone + email advice same as ever",
        "edited": "Gill fri 24/2"}
BOOKED = {"booked": "7 booked in for the next one so far + walk-ins (fri 24th, from the appts system)",
          "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKED)
    with fault():
        store.put(PLAN, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so we're WEDS 9.30-12.30 instead" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("when's the next drop-in at Tod? got a lady on the phone with a council tax letter, she wants to come in "
            "person")
context = ["Today is Mon 6 March 2051. You are talking to Abdul, a volunteer at Calder Valley Citizens Advice."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "drop-in TUES" in c and "7 booked in" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("weds", "wednesday", "council cuts")), context
reply = answer(f"(Abdul) {question}", context,
               mock="Tuesday 7th March, 9.30 till 12.30 upstairs at Todmorden library - tell her to get there before "
                    "12 and bring all the pages of the letter.")
finish(question, expected="Wednesday 8th March, 9.30-12.30 - the library's shut on Tuesdays now", actual=reply)
