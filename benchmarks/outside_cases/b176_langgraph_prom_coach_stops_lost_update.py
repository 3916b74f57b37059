"""Batch 176 (held out). A secondary school's prom: LangGraph InMemoryStore (sync), two writers in threads.

App: Hadley Park School's Year 11 prom is Fri 27th June 2042 at Hawkstone Hall - a coach there and back, a two-course
meal, a DJ, the photo booth. The prom committee's helper keeps one record per job in ("hadley-prom-2042", "plan") -
transport, venue, tickets - and odd notes in ("hadley-prom-2042", "notes"). The prom-fund job reads the transport
record, adds the line about the coach being paid for and writes the whole record back; Mr Ahmed, the head of year who
does the transport, edits the same record at the same time.

Planted fault (UpdateError, lost update): the fund job reads the transport record (coach from the school car park at
6.30, back for 11.15); Mr Ahmed writes in, on Mon 9th June, that loads of the Leegomery and Wellington lot have no way
of getting to school for half 6, so the coach now does three stops: the school car park 6.15, Wellington bus station
6.30 and the big Tesco at Hadley 6.40, dropping back at the same ones from 11.15; the fund job then puts back its
stale copy with its paid-for line, losing his edit. Question (Weds 25/6, Ellie, Year 11): "which stops is the coach
picking up at? doing a msg for the form group chat" -> expected the school car park (6.15), Wellington bus station
(6.30) and Hadley Tesco (6.40). The assistant says just the school car park at 6.30.

Expected verdict: UpdateError at langgraph.store.put (the fund job's put, wrapped in fault()): Mr Ahmed's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: his edit was in the store before the stale put; the transport record has the paid-for line and "school car
park 6.30", and no context line mentions the bus station, Tesco or 6.15.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b176_langgraph_prom_coach_stops_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("hadley-prom-2042", "plan")
NOTES = ("hadley-prom-2042", "notes")
KEY = "transport"
RECORDS = {
    KEY: {"transport": "coach from school car park 6.30 sharp 🚌 back to school for 11.15, Arriva 57 seater, no "
                       "limos/tractors turning up at the venue pls (Hawkstone said no)", "set by": "Mr Ahmed"},
    "venue": {"details": "Hawkstone Hall, arrivals + photos on the terrace 7-7.30, 2 course meal 7.45, DJ till 10.45, "
                         "photo booth in the orangery", "who": "Mrs Davies"},
    "tickets": {"details": "£45 incl meal + coach, 142 sold, last day to pay fri 13th june", "who": "Mrs Davies"},
}
NOTE_LINES = [
    ("16th may", "Mrs Davies", "dress code: formal, no trainers, no fancy dress"),
    ("Tue 3rd June", "Mr Ahmed", "staff on the night: 8 of us + Mr Bell driving the minibus for any emergencies"),
    ("2042-06-05T16:20", "Ellie", "veggie/vegan + allergy forms to Mrs Davies by the 13th"),
]
EDIT = {"transport": "coach does 3 stops now - loads of the Leegomery + Wellington lot can't get to school for half 6. "
                     "school car park 6.15, Wellington bus station 6.30, the big Tesco at Hadley 6.40 🚌 back to the "
                     "same stops from 11.15. no limos/tractors at the venue (Hawkstone said no)",
        "edited": "Mr Ahmed Mon 9th June"}
FUND = {"paid": "coach £420 paid from the prom fund 8/6, it's in the £45", "by": "prom fund job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fund_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FUND)
    with fault():
        store.put(PLAN, KEY, copy)


def ahmed_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Wellington bus station 6.30" in store.get(PLAN, KEY).value["transport"]
    edit_done.set()


threads = [threading.Thread(target=fund_job, name="hadley-prom-fund-job"),
           threading.Thread(target=ahmed_edit, name="mr-ahmed-transport-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which stops is the coach picking up at? doing a msg for the form group chat"
context = ["Today is Weds 25 June 2042. You are talking to Ellie, a Year 11 student at Hadley Park School; the prom is "
           "Fri 27 June at Hawkstone Hall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "school car park 6.30" in c and "prom fund" in c for c in context), context
assert not any("bus station" in c or "Tesco" in c or "6.15" in c for c in context), context
reply = answer(question, context, mock="Just the one - the school car park, 6.30 sharp, and it brings you back there "
                                       "for 11.15.")
finish(question, expected="three: the school car park 6.15, Wellington bus station 6.30 and the big Tesco at Hadley "
                          "6.40", actual=reply)
