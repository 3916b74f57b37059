"""Batch 130 (held out). A village bus users' group's route records: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Ashcombe & Villages Bus Users' Group keeps one record per route in ("ashcombe-bus", "routes") (operator,
days, first and last bus, stops) and the members' odd notes in ("ashcombe-bus", "notes"). The complaints job reads a
route's record, adds the month's complaint tally, and writes the whole record back; Tony, who looks after the
timetables, edits the same record at the same time.

Planted fault (UpdateError, lost update): the complaints job reads route 12's record (Mon-Sat, first bus 7.20 from
the Green, stops: the Green, Mill Lane, the Old Forge, Church Lane end, Ashcombe Sq, the hospital); Tony writes in
the operator's notice of 16th may - from Mon 1st June the 12 goes straight up the bypass while the bridge on Mill Lane
is shut (till Sept they reckon), so no Mill Lane, Old Forge or Church Lane end stops, nearest is the Green; the
complaints job then puts back its stale copy with the tally, losing his edit. Question (Weds 27/5, Sandra, doing the
June newsletter): "which stops is the 12 dropping from june? for the newsletter" -> expected Mill Lane, the Old Forge
and Church Lane end. The assistant says none - the 12 still calls at all six.

Expected verdict: UpdateError at langgraph.store.put (the complaints job's put, wrapped in fault()): Tony's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Tony's edit was in the store before the stale put; the record has the tally and the old six stops,
and no context line mentions the bypass or the bridge.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b130_langgraph_bus_route12_stops_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROUTES = ("ashcombe-bus", "routes")
NOTES = ("ashcombe-bus", "notes")
KEY = "route-12"
RECORDS = {
    KEY: {"route": "12 Ashcombe - Kingsford hospital", "operator": "Tally Ho", "days": "Mon-Sat, none sun/bank hols",
          "first": "7.20 from the Green", "last": "5.40pm back from the hospital",
          "stops": "the Green, Mill Lane, the Old Forge, Church Lane end, Ashcombe Sq, the hospital"},
    "route-7": {"route": "7 Ashcombe - Totnes", "operator": "Stagecoach", "days": "Mon-Fri",
                "first": "7.50 from Ashcombe Sq", "last": "6.15pm", "stops": "Ashcombe Sq, Harford, Totnes stn"},
    "route-93": {"route": "93 market day bus", "operator": "Country Bus", "days": "Weds only",
                 "first": "9.30ish from the pub", "last": "1.30pm back", "stops": "the pub, Harford Cross, Totnes"},
}
NOTE_LINES = [
    ("14/3", "Sandra", "newsletter goes out 1st of the month, copy to me by 28th pls"),
    ("Weds 8 Apr", "Jim", "the 7.50 was 15 mins late again, missed my train, 3rd time"),
    ("Tue 12th may", "Tony", "Tally Ho have a new driver on the 12 in the mornings, Kev, v nice chap"),
]
EDIT = {"stops": "from Mon 1st June: the Green, Ashcombe Sq, the hospital ONLY - goes straight up the bypass while "
                 "the bridge on Mill Lane's shut (till sept they reckon). no Mill Lane, Old Forge or Church Lane end, "
                 "nearest is the Green",
        "edited": "Tony 16th may, off the operator's notice"}
TALLY = {"complaints may": "4 - 2x late (7.20), 1x no show 9th, 1x driver didn't wait at Mill Lane",
         "tally by": "complaints job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROUTES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def complaints_job() -> None:
    copy = dict(store.get(ROUTES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TALLY)
    with fault():
        store.put(ROUTES, KEY, copy)


def tony_edit() -> None:
    read_done.wait()
    item = store.get(ROUTES, KEY)
    store.put(ROUTES, KEY, {**item.value, **EDIT})
    assert "bypass" in store.get(ROUTES, KEY).value["stops"]
    edit_done.set()


threads = [threading.Thread(target=complaints_job, name="complaints-tally"),
           threading.Thread(target=tony_edit, name="tony-timetable-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which stops is the 12 dropping from june? for the newsletter"
context = ["Today is Weds 27 May 2037. You are talking to Sandra, who does the bus users' group newsletter."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROUTES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Mill Lane, the Old Forge, Church Lane end" in c and "complaints may" in c
           for c in context), context
assert not any("bypass" in c or "bridge" in c for c in context), context
reply = answer(question, context, mock="None - the 12 still does the Green, Mill Lane, the Old Forge, Church Lane "
                                       "end, Ashcombe Sq and the hospital.")
finish(question, expected="Mill Lane, the Old Forge and Church Lane end - it's going up the bypass while the Mill "
                          "Lane bridge is shut", actual=reply)
