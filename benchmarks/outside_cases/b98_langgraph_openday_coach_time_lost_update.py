"""Batch 98 (held out). A sixth form's university open-day trips: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hitchin Priory sixth form keeps one record per trip in ("priory-sixth", "trips") (date, coach, times, staff)
and the staff's notes in ("priory-sixth", "notes"). The costs job reads a trip's record, adds the cost per head
and the forms deadline and writes the whole record back; Mr Okafor, who runs the trips, edits the same record at
the same time.

Planted fault (UpdateError, lost update): the costs job reads the Nottingham record (Fri 20/6, coach from the bus
bay at 8.00); Mr Okafor then writes the coach time as 7.15 (the uni moved the subject talks up to 10 and it's 2h30
up the M1 plus a comfort stop), and the costs job puts back its stale copy with £21 a head and forms by Mon 16/6,
losing his edit. Question (Tue 17/6, a parent through the office): "what time's the coach going for the
nottingham open day on friday? i have to drop her before work" -> expected quarter past seven. The assistant says
8 o'clock.

Expected verdict: UpdateError at langgraph.store.put (the costs job's put, wrapped in fault()). Asserted: Mr
Okafor's edit was in the store before the stale put; the trip record has the cost and the 8.00 coach, and no
context line has 7.15.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b98_langgraph_openday_coach_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIPS = ("priory-sixth", "trips")
NOTES = ("priory-sixth", "notes")
KEY = "nottingham-2036"
RECORDS = {
    "leeds-2036": {"trip": "Leeds open day sat 21/6", "coach": "Cresta 53 seater, 6.15am sharp, school gates",
                   "staff": "Mrs Adeyemi, Ms Lund"},
    KEY: {"trip": "Nottingham (Univ Park) fri 20/6", "coach": "Cresta 49 seater from the bus bay 8.00, back ~6pm",
          "staff": "Mr Okafor, Mr Price"},
    "sheffield-2036": {"trip": "Sheffield fri 4/7", "coach": "tbc", "staff": "Mrs Ali + 1"},
}
NOTE_LINES = [
    ("9/6", "Mr Price", "Notts - 41 going, 3 on the waiting list, lunch vouchers from the SU if they do the tour"),
    ("10 June", "Mrs Ali", "parents' forms for ALL trips to the office pls, not to tutors - they keep getting lost"),
    ("11.6", "Mr Okafor", "Notts: Jamal's mum asked re his wheelchair - Cresta confirm the lift on the 49 seater"),
]
EDIT = {"coach": "Cresta 49 seater from the bus bay 7.15 (!) - uni moved the subject talks to 10, it's 2h30 + a "
                 "loo stop. back ~6pm"}
COSTS = {"cost": "£21 a head (coach £861 / 41), bursary students free", "forms": "by mon 16/6 to the office"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def costs_job() -> None:
    copy = dict(store.get(TRIPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COSTS)
    with fault():
        store.put(TRIPS, KEY, copy)


def okafor_edit() -> None:
    read_done.wait()
    item = store.get(TRIPS, KEY)
    store.put(TRIPS, KEY, {**item.value, **EDIT, "edited": "JO 12/6 after the uni's email"})
    assert "7.15" in store.get(TRIPS, KEY).value["coach"]
    edit_done.set()


threads = [threading.Thread(target=costs_job, name="costs-job"),
           threading.Thread(target=okafor_edit, name="okafor-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the coach going for the nottingham open day on friday? i have to drop her before work"
context = ["Today is Tue 17 June 2036. You are talking to a parent, through the school office."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "bus bay 8.00" in c and "£21 a head" in c for c in context), context
assert not any("7.15" in c or "loo stop" in c for c in context), context
reply = answer(question, context, mock="8 o'clock from the bus bay on Friday - they're back about 6pm.")
finish(question, expected="a quarter past seven - they've had to go earlier for the 10 o'clock talks", actual=reply)
