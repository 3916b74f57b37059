"""Batch 111 (held out). A canoe club's river trips: LangGraph InMemoryStore (sync), two writers in threads.

App: Severnside Canoe Club keeps one record per trip in ("severnside", "trips") (river, put-in, take-out, leader,
meet time) and the members' chat notes in ("severnside", "notes"). The boat-allocation job reads a trip's record,
adds who's in which boat and writes the whole record back; the trip leader edits the same record at the same time.

Planted fault (UpdateError, lost update): the job reads Sunday's Wye trip (put-in Kerne Bridge); Huw, the leader,
then writes that the put-in is Lydbrook now - Kerne Bridge car park's shut for resurfacing till the 20th, and
Lydbrook adds about 3 miles, so meet 9.15 not 9.45; the job then puts back its stale copy with the boat list,
losing his edit. Question (Fri 11/6/38, Carys): "where are we getting on the water sunday?" -> expected Lydbrook.
The assistant says Kerne Bridge.

Expected verdict: UpdateError at langgraph.store.put (the job's put, wrapped in fault()). Asserted: Huw's edit was
in the store before the stale put; the record has the boats and Kerne Bridge, and no context line has Lydbrook.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b111_langgraph_canoe_putin_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIPS = ("severnside", "trips")
NOTES = ("severnside", "notes")
KEY = "wye-sun-13jun"
ITEMS = {
    KEY: {"river": "Wye, grade 1, ~9 miles", "put_in": "Kerne Bridge (car park by the bridge, £4 all day)",
          "take_out": "Symonds Yat East, the Saracens Head slipway", "leader": "Huw", "meet": "9.45 at the put-in"},
    "usk-sat-26jun": {"river": "Usk, Crickhowell - Llangynidr, grade 2", "put_in": "Crickhowell bridge",
                      "take_out": "Llangynidr", "leader": "Bethan", "meet": "10am"},
}
NOTE_LINES = [
    ("2/6", "Carys", "can I borrow a club buoyancy aid for the wye? mine's split at the zip"),
    ("Mon 7th", "Huw", "shuttle - 3 cars, leave 2 at Symonds Yat. bring £4 coins for the meter"),
    ("9.6.38", "Tom", "river level looking ok, 0.6 at Redbrook gauge"),
]
EDIT = {"put_in": "Lydbrook now - Kerne Bridge car pk shut for resurfacing til the 20th. adds ~3 miles",
        "meet": "9.15 at Lydbrook (earlier cos its further)"}
BOATS = {"boats": "Huw K1, Carys K1, Tom + Sue Canadian, Bethan K1, Raj K1 (club boat 4)",
         "boats_done": "Thu 10/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(TRIPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def boat_job() -> None:
    copy = dict(store.get(TRIPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOATS)
    with fault():
        store.put(TRIPS, KEY, copy)


def huw_edit() -> None:
    read_done.wait()
    item = store.get(TRIPS, KEY)
    store.put(TRIPS, KEY, {**item.value, **EDIT, "edited": "Huw, thurs eve"})
    assert store.get(TRIPS, KEY).value["put_in"].startswith("Lydbrook")
    edit_done.set()


threads = [threading.Thread(target=boat_job, name="boat-job"), threading.Thread(target=huw_edit, name="huw-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we getting on the water sunday?"
context = ["Today is Fri 11 June 2038. You are talking to Carys, a club member on Sunday's trip."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "put_in: Kerne Bridge" in c and "Tom + Sue Canadian" in c for c in context)
assert not any("Lydbrook" in c or "resurfacing" in c for c in context), context
reply = answer(question, context, mock="Kerne Bridge - the car park by the bridge, meet there 9.45. Bring £4 for "
                                       "parking.")
finish(question, expected="at Lydbrook, a few miles further up", actual=reply)
