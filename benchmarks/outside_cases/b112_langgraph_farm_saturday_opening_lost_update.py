"""Batch 112 (held out). A farm's pick-your-own season: LangGraph InMemoryStore (sync), two writers in threads.

App: Longacre Farm keeps one record per opening day in ("longacre", "days") (hours, fields, staff) and odd notes
in ("longacre", "notes"). The staffing job reads a day's record, adds the week's staff and writes it all back;
Helen, who runs the PYO, edits the same record at the same time.

Planted fault (UpdateError, lost update): the staffing job reads Saturday's record (open 10-5); Helen writes that
Saturdays open at 8.30 now - the strawberries are going over by lunchtime in this heat and people want the early
pick; the job puts back its stale copy with the staff list, losing her edit. Question (Fri 19/6, Tom on the gate):
"what time do i need the gate open for tmrw?" -> expected half 8. The assistant says 10.

Expected verdict: UpdateError at langgraph.store.put (the staffing job's put, wrapped in fault()). Asserted: Helen's
edit was in the store before the stale put; the record has the staff and 10-5, and no context line has 8.30.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b112_langgraph_farm_saturday_opening_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("longacre", "days")
NOTES = ("longacre", "notes")
KEY = "sat"
ITEMS = {
    KEY: {"hours": "10-5, last cars in 4.15", "fields": "strawbs F2 + F5, gooseberries by the barn",
          "price": "£4.20/kg strawbs, punnets 50p"},
    "sun": {"hours": "10-4", "fields": "strawbs F2 only", "price": "same as sat"},
    "weekdays": {"hours": "9-6 tues-fri, shut mon", "fields": "whatever's ready, see board"},
}
NOTE_LINES = [
    ("12/6", "Helen", "cafe van booked sats + suns from the 20th, Marco's, he pays £30 a day"),
    ("Tue 16 June", "Jim", "irrigation on F5 playing up again, fixed w cable ties for now"),
    ("17.6", "Helen", "tokens for the trolleys - box of 200 in the office safe"),
]
EDIT = {"hours": "8.30-5 - strawbs going over by lunch in this heat, folk want the early pick. last cars 4.15"}
STAFF = {"staff": "gate Tom, weighing Priya + Ellie, field Jim, car park Ollie from 10", "staff_done": "Thu 18/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def staffing_job() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STAFF)
    with fault():
        store.put(DAYS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, **EDIT, "edited": "Helen thurs pm"})
    assert store.get(DAYS, KEY).value["hours"].startswith("8.30")
    edit_done.set()


threads = [threading.Thread(target=staffing_job, name="staffing-job"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do i need the gate open for tmrw?"
context = ["Today is Fri 19 June 2037. You are talking to Tom, who does the gate on Saturdays."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAYS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "hours: 10-5" in c and "gate Tom" in c for c in context), context
assert not any("8.30" in c or "early pick" in c for c in context), context
reply = answer(question, context, mock="10am - Saturday's 10 till 5, last cars in at 4.15.")
finish(question, expected="half past eight", actual=reply)
