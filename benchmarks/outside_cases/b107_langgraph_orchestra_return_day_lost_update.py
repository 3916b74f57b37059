"""Batch 107 (held out). A youth orchestra's Easter tour: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Valley Youth Orchestra keeps the tour's logistics in ("cvyo", "tour") - one record for the coach, one
for the ferry, one per stop - and the tour manager's notes in ("cvyo", "notes"). The hold-plan job reads the coach
record, adds where each big instrument goes in the hold and writes the whole record back; Mr Okafor, the tour
manager, edits the same record at the same time.

Planted fault (UpdateError, lost update): the hold-plan job reads the coach record (back at school Fri 17/4 about
6pm); Mr Okafor then writes that the return is Sat 18/4 about 2pm, because P&O have overbooked the Friday sailing
and moved the group to the 9.15 Saturday crossing, with one more night at the Calais hotel; the hold-plan job then
puts back its stale copy with the hold plan, losing his edit. Question (Wed 8/4, a parent): "what day are they
back? need to sort time off to pick up Freya + her cello" -> expected Saturday (the 18th). The assistant says
Friday the 17th.

Expected verdict: UpdateError at langgraph.store.put (the hold-plan job's put, wrapped in fault()). Asserted: his
edit was in the store before the stale put; afterwards the record has the hold plan and Fri 17/4, and no context
line has the Saturday return.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b107_langgraph_orchestra_return_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TOUR = ("cvyo", "tour")
NOTES = ("cvyo", "notes")
KEY = "coach"
ITEMS = {
    KEY: {"company": "Halifax Travel, 53 seater + trailer, driver Gary", "depart": "Sun 12/4 6am from school front",
          "return": "back at school Fri 17/4 approx 6pm", "phones": "Gary 07700 900412"},
    "ferry": {"out": "Dover-Calais P&O 9.55 Sun 12/4, check in 8.55", "back": "Calais-Dover Fri 17/4 11.15"},
    "bruges": {"dates": "Mon 13 - Tue 14 Apr", "concert": "St Salvator's Tue 7.30pm", "hotel": "Hostel Lybeer"},
    "cologne": {"dates": "Wed 15 - Thu 16 Apr", "concert": "Kolping hall Thu 7pm", "hotel": "Jugendherberge Deutz"},
}
NOTE_LINES = [
    ("30/3", "Mr Okafor (tour mgr)", "EHIC/GHIC cards + passports collected in, 3 still missing (Jo, Amir, Beth)"),
    ("2nd April", "Mrs Lund (strings)", "cello + double bass cases need to go in flat, not on their ends"),
    ("6.4.37", "Mr Okafor (tour mgr)", "pocket money max €60 pls, and NO energy drinks on the coach"),
]
EDIT = {"return": "back at school Sat 18/4 approx 2pm - P&O overbooked the Fri sailing, we're on the 9.15 Sat "
                  "crossing, extra night at the Calais Ibis (paid by P&O)"}
HOLD = {"hold_plan": "double bass + 3 cellos flat in the nearside hold, timps + perc in the trailer, violins and "
                     "violas as hand luggage, music stands bundled in the offside hold",
        "hold_plan_by": "Mrs Lund, 8/4"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(TOUR, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def hold_plan_job() -> None:
    copy = dict(store.get(TOUR, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HOLD)
    with fault():
        store.put(TOUR, KEY, copy)


def okafor_edit() -> None:
    read_done.wait()
    item = store.get(TOUR, KEY)
    store.put(TOUR, KEY, {**item.value, **EDIT, "edited": "Mr Okafor 8/4 after P&O rang"})
    assert "Sat 18/4" in store.get(TOUR, KEY).value["return"]
    edit_done.set()


threads = [threading.Thread(target=hold_plan_job, name="hold-plan-job"),
           threading.Thread(target=okafor_edit, name="okafor-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day are they back? need to sort time off to pick up Freya + her cello"
context = ["Today is Wed 8 April 2037. You are talking to Freya's mum."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TOUR, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Fri 17/4 approx 6pm" in c and "double bass" in c for c in context), context
assert not any("Sat 18/4" in c or "overbooked" in c for c in context), context
reply = answer(question, context, mock="Friday 17th April - the coach gets back to school at about 6pm. Her cello "
                                       "travels flat in the hold.")
finish(question, expected="the Saturday, 18th, around 2", actual=reply)
